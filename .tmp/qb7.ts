import { and, asc, eq, getTableColumns, gt, ne, or, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDatabase } from '../apps/server/src/seed/index.ts';
import { instructorIdFor } from '../apps/server/src/seed/foundation.seed.ts';
import { findItemsInRange } from '../apps/server/src/features/calendar/calendar.repository.ts';
import { calendarItems, propositionAllocations, propositions, timeOffSeries } from '../apps/server/src/db/schema/index.ts';
const pgUrl = process.env.PGURL;
const h = pgUrl ? await openDatabase({ kind: 'postgres', url: pgUrl }) : await openDatabase({ kind: 'pglite', dataDir: null });
await h.migrate(); await seedDatabase(h.db);
const id = instructorIdFor('100001');
const now = new Date(); const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7));
const from = new Date(monday), to = new Date(monday + 7 * 864e5);
const ph = sql.placeholder;
const prepared = h.db.select({ ...getTableColumns(calendarItems), transmission: propositions.transmission, seriesFrequency: timeOffSeries.frequency, seriesStartDate: timeOffSeries.startDate, seriesEndDate: timeOffSeries.endDate })
  .from(calendarItems)
  .leftJoin(propositionAllocations, eq(propositionAllocations.id, calendarItems.propositionAllocationId))
  .leftJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
  .leftJoin(timeOffSeries, eq(timeOffSeries.id, calendarItems.seriesId))
  .where(and(eq(calendarItems.instructorId, ph('id')), sql`tstzrange(${calendarItems.busyFrom}, ${calendarItems.endAt}, '[)') && tstzrange(${ph('from')}::timestamptz, ${ph('to')}::timestamptz, '[)')`, ne(calendarItems.status, 'Deleted'), or(ne(calendarItems.status, 'Pending'), gt(calendarItems.pendingExpiresAt, ph('now')))))
  .orderBy(asc(calendarItems.startAt), asc(calendarItems.id)).prepare('events_q');
const a = await findItemsInRange(h.db, id, from, to, now);
const b = await prepared.execute({ id, from: from.toISOString(), to: to.toISOString(), now: now.toISOString() });
console.log('same', JSON.stringify(a) === JSON.stringify(b), a.length);
const fns: Record<string, () => Promise<unknown>> = {
  normal: () => findItemsInRange(h.db, id, from, to, now),
  prepared: () => prepared.execute({ id, from: from.toISOString(), to: to.toISOString(), now: now.toISOString() }),
};
const t: Record<string, number[]> = {};
for (let i = 0; i < 400; i++) for (const [k, f] of Object.entries(fns)) { const t0 = performance.now(); await f(); (t[k] ??= []).push(performance.now() - t0); }
for (const [k, v] of Object.entries(t)) { v.sort((x, y) => x - y); console.log(k.padEnd(10), v[v.length >> 1].toFixed(3), v[Math.floor(v.length * 0.25)].toFixed(3)); }
await h.close();
