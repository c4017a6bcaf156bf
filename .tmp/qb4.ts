import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDatabase } from '../apps/server/src/seed/index.ts';
import { instructorIdFor } from '../apps/server/src/seed/foundation.seed.ts';
import { findItemsInRange } from '../apps/server/src/features/calendar/calendar.repository.ts';
import { findWorkingHours } from '../apps/server/src/features/calendar/booking-facts.repository.ts';
import { findLearnerRowsByIds, findLearnerRows } from '../apps/server/src/features/learners/learners.repository.ts';
import { sqlCases, SESSION_SQL } from '../scripts/bench/sql-cases.mjs';
const pgUrl = process.env.PGURL;
const h = pgUrl ? await openDatabase({ kind: 'postgres', url: pgUrl }) : await openDatabase({ kind: 'pglite', dataDir: null });
await h.migrate(); if (!pgUrl) await seedDatabase(h.db);
const id = instructorIdFor('100001');
const now = new Date(); const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7));
const from = new Date(monday), to = new Date(monday + 7 * 864e5);
const raw = (h as any).db.$client;
const q = async (text: string, params: unknown[]) => (await raw.query(text, params)).rows;
const events = await findItemsInRange(h.db, id, from, to, now);
const learnerIds = [...new Set(events.map((e) => e.learnerId).filter(Boolean))] as string[];
const rawOf = (query: any) => { const { sql, params } = query.toSQL(); return () => q(sql, params); };
const fns: Record<string, () => Promise<unknown>> = {
  'drizzle events': () => findItemsInRange(h.db, id, from, to, now),
  'raw events': rawOf(findItemsInRange(h.db, id, from, to, now)),
  'drizzle learners/ids': () => findLearnerRowsByIds(h.db, id, learnerIds),
  'raw learners/ids': rawOf(findLearnerRowsByIds(h.db, id, learnerIds)),
  'drizzle hours': () => findWorkingHours(h.db, id),
  'raw hours': rawOf(findWorkingHours(h.db, id)),
  'drizzle learner list': () => findLearnerRows(h.db, id),
  'raw learner list': rawOf(findLearnerRows(h.db, id)),
  'base session': () => q(SESSION_SQL, ['x']),
  'base week': () => sqlCases.week(q, id, { startDate: from.toISOString(), endDate: to.toISOString() }),
  'base learners': () => sqlCases.learners(q, id),
  'base me': () => sqlCases.me(q, id),
};
const t: Record<string, number[]> = {};
for (let i = 0; i < 150; i++) for (const [k, f] of Object.entries(fns)) { const t0 = performance.now(); await f(); (t[k] ??= []).push(performance.now() - t0); }
for (const [k, v] of Object.entries(t)) { v.sort((a, b) => a - b); console.log(k.padEnd(22), v[v.length >> 1].toFixed(3)); }
await h.close();
