import type { AppDeps } from '../../apps/server/src/app-deps.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { batchedReads } from '../../apps/server/src/db/reads.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { instructorIdFor } from '../../apps/server/src/seed/foundation.seed.ts';
import { seedDatabase } from '../../apps/server/src/seed/index.ts';
import { createServices } from '../../apps/server/src/services.ts';
const handle = await openDatabase({ kind: 'pglite', dataDir: null });
await handle.migrate(); await seedDatabase(handle.db);
const client = (handle.db as any).$client;
const q0 = client.query.bind(client);
const captured: any[] = [];
client.query = (t: any, v?: any, o?: any) => { captured.push([t, v]); return q0(t, v, o); };
const s = createServices({ db: handle.db, clock: systemClock, config: { SESSION_IDLE_MINUTES: 30 } } as unknown as AppDeps) as any;
const viewer = { instructorId: instructorIdFor('100001') };
const reads = batchedReads(handle.db);
await Promise.all([s.home.todaysThingsToDo(viewer, reads), s.home.todaysEvents(viewer, reads), s.accounts.listArrears(viewer, reads), s.posts.listPosts(viewer, { type: ['NEWS','TECH'], limit: 5 }, reads)]);
const batch = captured.find(([t]) => typeof t === 'string' && t.startsWith('select ('));
const monday = new Date(Date.now() - ((new Date().getUTCDay() + 6) % 7) * 864e5);
captured.length = 0;
await s.calendar.getCalendarEvents(viewer, monday, new Date(monday.getTime() + 7 * 864e5));
const week = captured[0];
for (const [name, [t, v]] of [['batch', batch], ['week', week]] as const) {
  const r = await q0(`explain (analyze, summary) ${t}`, v);
  console.log(name, r.rows.filter((x: any) => /Planning|Execution/.test(x['QUERY PLAN'])).map((x: any) => x['QUERY PLAN']).join(' | '));
  const tt: number[] = [];
  for (let i = 0; i < 50; i++) { const a = performance.now(); await q0(t, v); tt.push(performance.now() - a); }
  tt.sort((a, b) => a - b); console.log(name, 'median', tt[25]!.toFixed(2), 'ms');
}
captured.length = 0;
await Promise.all([s.home.todaysThingsToDo(viewer), s.home.todaysEvents(viewer), s.accounts.listArrears(viewer), s.posts.listPosts(viewer, { type: ['NEWS','TECH'], limit: 5 })]);
const each = [...captured];
for (const [t, v] of each) {
  const r = await q0(`explain (analyze, summary) ${t}`, v);
  console.log(String(t).slice(0, 90).replace(/\s+/g, ' '), '||', r.rows.filter((x: any) => /Planning|Execution/.test(x['QUERY PLAN'])).map((x: any) => x['QUERY PLAN']).join(' | '));
}
await handle.close();
