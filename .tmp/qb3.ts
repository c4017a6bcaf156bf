import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDatabase } from '../apps/server/src/seed/index.ts';
import { instructorIdFor } from '../apps/server/src/seed/foundation.seed.ts';
import { findWorkingHours } from '../apps/server/src/features/calendar/booking-facts.repository.ts';
const h = await openDatabase({ kind: 'pglite', dataDir: null });
await h.migrate(); await seedDatabase(h.db);
const id = instructorIdFor('100001');
const raw = (h as any).db.$client;
const { sql: text, params } = (findWorkingHours(h.db, id) as any).toSQL();
const prep = (findWorkingHours(h.db, id) as any).prepare('wh');
const fns: Record<string, () => Promise<unknown>> = {
  raw: () => raw.query(text, params),
  rawArray: () => raw.query(text, params, { rowMode: 'array' }),
  drizzle: () => findWorkingHours(h.db, id),
  prepared: () => prep.execute(),
};
const t: Record<string, number[]> = {};
for (let i = 0; i < 400; i++) for (const [k, f] of Object.entries(fns)) { const t0 = performance.now(); await f(); (t[k] ??= []).push(performance.now() - t0); }
for (const [k, v] of Object.entries(t)) { v.sort((a, b) => a - b); console.log(k.padEnd(10), v[v.length >> 1].toFixed(3)); }
await h.close();
