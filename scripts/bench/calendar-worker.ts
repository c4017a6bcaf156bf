// The calendar's budgets (DESIGN.md §5), measured in process against a fresh database (PGlite, or a scratch
// PostgreSQL database with --pg=URL) seeded and given a year of lessons for instructor 100001:
//   1. the ten-slot availability check vs the calendar-week query (service calls, as the resolvers make them)
//   2. the booking insert into calendar_items (exclusion constraint) vs an identical table without it.
// Standalone: `npx tsx scripts/bench/calendar-worker.ts [--pg=URL] [--json]`; `npm run bench` runs it through
// scripts/bench/calendar.mjs.
import { TZDate } from '@date-fns/tz';
import { addDays, startOfWeek } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client.ts';
import { calendarItems } from '../../apps/server/src/db/schema/index.ts';
import { runUnitOfWork } from '../../apps/server/src/db/unit-of-work.ts';
import { franchiseIdFor, instructorIdFor } from '../../apps/server/src/seed/foundation.seed.ts';
import { seedDatabase } from '../../apps/server/src/seed/index.ts';
import { learnerIdFor } from '../../apps/server/src/seed/learners.seed.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { benchDeps, benchSeedConfig } from './bench-deps.ts';
import { createScratchDatabase } from './postgres.mjs';
import { compare } from './timing.ts';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const HOUR = 3_600_000;
const instructorId = instructorIdFor('100001');
const viewer = { instructorId };
const learners = ['olivia', 'jack', 'harry', 'isla', 'mohammed', 'sophie', 'priya', 'noah', 'chloe'].map(learnerIdFor);
/** [hour, minute, hours, travel] Monday to Friday; Saturdays have the first three. */
const day: Array<[number, number, number, number]> = [
  [8, 0, 1.5, 0],
  [10, 0, 1.5, 15],
  [12, 30, 1.5, 30],
  [14, 30, 1.5, 15],
  [16, 30, 1.5, 15],
];

const ukAt = (monday: Date, days: number, hour: number, minute: number) => {
  const d = addDays(new TZDate(monday.getTime(), 'Europe/London'), days);
  return new Date(new TZDate(d.getFullYear(), d.getMonth(), d.getDate(), hour, minute, 'Europe/London').getTime());
};

/** About 1,500 lessons over a year (six months back, six ahead), around what the seed already holds. */
export const addYearOfLessons = async (handle: DatabaseHandle, monday: Date) => {
  const existing = await handle.db
    .select({ start: calendarItems.busyFrom, end: calendarItems.endAt })
    .from(calendarItems)
    .where(eq(calendarItems.instructorId, instructorId));
  const taken = existing.map((e) => [e.start.getTime(), e.end.getTime()]);
  const rows: Array<typeof calendarItems.$inferInsert> = [];
  for (let week = -27; week < 27; week++) {
    for (let d = 0; d < 6; d++) {
      for (const [i, [hour, minute, hours, travel]] of (d === 5 ? day.slice(0, 3) : day).entries()) {
        const startAt = ukAt(monday, week * 7 + d, hour, minute);
        const endAt = new Date(startAt.getTime() + hours * HOUR);
        const from = startAt.getTime() - travel * 60_000;
        if (taken.some(([s, e]) => s! < endAt.getTime() && from < e!)) continue;
        const learnerId = learners[(((week * 13 + d * 5 + i) % learners.length) + learners.length) % learners.length]!;
        rows.push({
          instructorId,
          kind: 'lesson',
          learnerId,
          propositionAllocationId: franchiseIdFor('100001', 'aa-full-manual'),
          startAt,
          endAt,
          travelMinutes: travel,
          status: 'Active',
          paid: i % 2 === 0,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 250) await handle.db.insert(calendarItems).values(rows.slice(i, i + 250));
  const [count] = await handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(calendarItems)
    .where(eq(calendarItems.instructorId, instructorId));
  return count!.n;
};

/** An identical table without the exclusion constraint: same columns, defaults, checks, indexes, keys, trigger. */
const createPlainTable = async (handle: DatabaseHandle) => {
  await handle.db.execute(sql.raw('create table bench_items_plain (like calendar_items including all)'));
  const found = await handle.db.execute<{ conname: string }>(
    sql.raw("select conname from pg_constraint where conrelid = 'bench_items_plain'::regclass and contype = 'x'"),
  );
  for (const { conname } of (found as unknown as { rows: Array<{ conname: string }> }).rows) {
    await handle.db.execute(sql.raw(`alter table bench_items_plain drop constraint "${conname}"`));
  }
  await handle.db.execute(
    sql.raw(`alter table bench_items_plain
      add foreign key (instructor_id) references instructors(id),
      add foreign key (learner_id) references learners(id),
      add foreign key (proposition_allocation_id) references proposition_allocations(id),
      add foreign key (series_id) references time_off_series(id)`),
  );
  await handle.db.execute(
    sql.raw(`create trigger bench_items_plain_busy_from before insert or update on bench_items_plain
      for each row execute function calendar_items_set_busy_from()`),
  );
};

export const measureCalendar = async (pgAdminUrl?: string) => {
  const scratch = pgAdminUrl ? await createScratchDatabase(pgAdminUrl) : null;
  const handle = await openDatabase(
    scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir: null },
  );
  try {
    await handle.migrate();
    const now = new Date();
    await seedDatabase(handle, benchSeedConfig());
    const monday = new Date(startOfWeek(new TZDate(now.getTime(), 'Europe/London'), { weekStartsOn: 1 }).getTime());
    const lessons = await addYearOfLessons(handle, monday);
    const services = createServices(benchDeps(handle));
    // Each call as a request makes it: in a unit of work of its own, its reads run together.
    const asRequest =
      <T>(call: () => Promise<T>) =>
      () =>
        runUnitOfWork(handle, call);
    const calendar = services.calendar;
    // The web's week query as the resolvers make it: the events (with their learners' names, all the web asks
    // of them) and the working hours.
    const week = () =>
      Promise.all([
        calendar.getCalendarEvents(viewer, monday, new Date(monday.getTime() + 7 * 86_400_000)),
        calendar.getWorkingHours(viewer),
      ]);
    const slots = Array.from({ length: 10 }, (_, i) => ({
      startDateTime: ukAt(monday, 7 * (i + 1) + 2, 11, 0),
      endDateTime: ukAt(monday, 7 * (i + 1) + 2, 12, 0),
      travelTime: 15,
    }));
    const check = () =>
      calendar.timeSlotsAvailability(viewer, {
        instructorKey: instructorId,
        learnerKey: learnerIdFor('mohammed'),
        timeSlots: slots,
      });
    const reads = await compare(asRequest(check), asRequest(week), 200);
    await createPlainTable(handle);
    let n = 0;
    const row = () => {
      n += 1;
      const startAt = new Date(Date.UTC(2032, 0, 1) + n * 2 * HOUR);
      return {
        instructor_id: instructorId,
        start: startAt.toISOString(),
        end: new Date(startAt.getTime() + HOUR).toISOString(),
      };
    };
    const insertInto = (table: string) => () => {
      const r = row();
      return handle.db.execute(sql`insert into ${sql.raw(table)} (instructor_id, kind, learner_id, start_at, end_at, travel_minutes, status)
        values (${r.instructor_id}, 'lesson', ${learners[0]}, ${r.start}::timestamptz, ${r.end}::timestamptz, 15, 'Active')`);
    };
    const inserts = await compare(insertInto('calendar_items'), insertInto('bench_items_plain'), 500);
    return { database: handle.kind, lessons, reads, inserts };
  } finally {
    await handle.close();
    await scratch?.drop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureCalendar(option('pg'));
  if (process.argv.includes('--json')) console.log(JSON.stringify(result));
  else {
    const { reads, inserts } = result;
    console.log(`${result.database}: instructor 100001 with ${result.lessons} calendar items`);
    console.log(
      `ten-slot availability ${reads.a.toFixed(2)} ms vs calendar week ${reads.b.toFixed(2)} ms: ${(reads.a / reads.b).toFixed(2)}x (budget <= 2x)`,
    );
    console.log(
      `insert with constraint ${inserts.a.toFixed(3)} ms vs without ${inserts.b.toFixed(3)} ms: ${(inserts.a / inserts.b).toFixed(2)}x (budget <= 1.2x)`,
    );
  }
}
