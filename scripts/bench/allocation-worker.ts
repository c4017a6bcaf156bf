// The allocation queue's budget (issue 24 §4): at 3,000 instructors, the queue read and one learner's suggestions
// (entry, history and ranked suggestions) each at most 2x the calendar-week query of a demo instructor, on a fresh
// seeded database (PGlite, or a scratch PostgreSQL database with --pg=URL) with 3,000 more instructors covering
// Leeds. Standalone: `npx tsx scripts/bench/allocation-worker.ts [--pg=URL] [--json]`; `npm run bench` runs it
// through scripts/bench/allocation.mjs.
import { TZDate } from '@date-fns/tz';
import type { StaffViewer } from '@portal/domain/office';
import { startOfWeek } from 'date-fns';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { db, runUnitOfWork } from '../../apps/server/src/db/unit-of-work.ts';
import { instructorIdFor, propositionIdFor } from '../../apps/server/src/seed/foundation.seed.ts';
import { seedDatabase } from '../../apps/server/src/seed/index.ts';
import { seedId } from '../../apps/server/src/seed/seed-id.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { benchDeps, benchSeedConfig } from './bench-deps.ts';
import { createScratchDatabase } from './postgres.mjs';
import { compare } from './timing.ts';

const INSTRUCTORS = 3000;
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const viewer = { instructorId: instructorIdFor('100001') };

/**
 * 3,000 instructors with an AA manual franchise each, capacity 10 with 0-9 places taken (no learners: the count
 * is 0, which costs the same), Mon-Fri 09:00-17:00, each covering 3 of LS1-LS29: about 300 cover any one district.
 */
const addInstructors = () =>
  db.execute(sql`
    with n as (select g from generate_series(1, ${INSTRUCTORS}) g),
    p as (insert into people (id, title, first_name, last_name, email_address)
      select md5('bench-person' || g)::uuid, 'Mr', 'Bench', 'Instructor ' || g, 'bench' || g || '@example.com' from n returning id),
    i as (insert into instructors (id, person_id, adi_number, status)
      select md5('bench-instructor' || g)::uuid, md5('bench-person' || g)::uuid, (900000 + g)::text, 'Active' from n returning id),
    f as (insert into proposition_allocations (id, instructor_id, proposition_id, from_date)
      select md5('bench-franchise' || g)::uuid, md5('bench-instructor' || g)::uuid, ${propositionIdFor('aa-full-manual')}::uuid, '2020-01-01' from n returning id),
    s as (insert into franchise_settings (proposition_allocation_id, capacity_maximum)
      select md5('bench-franchise' || g)::uuid, 10 from n returning 1),
    w as (insert into franchise_working_hours (proposition_allocation_id, day, start_minute, end_minute)
      select md5('bench-franchise' || g)::uuid, d, 540, 1020 from n, generate_series(0, 4) d returning 1),
    c as (insert into area_coverages (id, proposition_allocation_id, region_id)
      select md5('bench-coverage' || g)::uuid, md5('bench-franchise' || g)::uuid, ${seedId('region:LS')}::uuid from n returning 1)
    insert into coverage_districts (coverage_id, district_id)
      select md5('bench-coverage' || g)::uuid, rd.id from n cross join generate_series(0, 2) k
      join region_districts rd on rd.code = 'LS' || (1 + ((g * 7 + k * 11) % 29))
      on conflict do nothing`);

const desk: StaffViewer = {
  staffId: 'bench',
  name: 'Bench',
  email: 'bench@office',
  roles: ['Allocations'],
  brands: ['AADS', 'BSM'],
};

/**
 * The plan of the suggestions' statement as the office sends it (`ALLOCATION_EXPLAIN=1`, PostgreSQL only): the
 * statements one learner's detail sends are captured at the driver, and the one that ranks is EXPLAIN ANALYZEd
 * with its values.
 */
const explainSuggestions = async (handle: Awaited<ReturnType<typeof openDatabase>>, detail: () => Promise<unknown>) => {
  const seen: Array<{ text: string; values: unknown[] }> = [];
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const config = args[0] as { text?: string; values?: unknown[] } | string;
    if (typeof config === 'object' && config?.text) seen.push({ text: config.text, values: config.values ?? [] });
    return original.apply(this, args);
  };
  try {
    await detail();
  } finally {
    proto.query = original;
  }
  const ranking = seen.find((s) => /\blateral\b/.test(s.text));
  if (!ranking) throw new Error('no ranking statement seen');
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const plan = await pool.query(`explain analyze ${ranking.text}`, ranking.values);
  console.error(plan.rows.map((r: Record<string, string>) => Object.values(r)[0]).join('\n'));
};

export const measureAllocation = async (pgAdminUrl?: string) => {
  const scratch = pgAdminUrl ? await createScratchDatabase(pgAdminUrl) : null;
  const handle = await openDatabase(
    scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir: null },
  );
  try {
    await handle.migrate();
    await seedDatabase(handle, benchSeedConfig());
    await runUnitOfWork(handle, async () => {
      await db.transaction(async () => {
        await addInstructors();
      });
      await db.execute(sql`analyze`);
    });
    const services = createServices(benchDeps(handle));
    const asRequest =
      <T>(call: () => Promise<T>) =>
      () =>
        runUnitOfWork(handle, call);
    const monday = new Date(startOfWeek(new TZDate(Date.now(), 'Europe/London'), { weekStartsOn: 1 }).getTime());
    const week = () =>
      Promise.all([
        services.calendar.getCalendarEvents(viewer, monday, new Date(monday.getTime() + 7 * 86_400_000)),
        services.calendar.getWorkingHours(viewer),
      ]);
    const entryId = seedId('queue:0'); // LS6 2AB, AA, manual
    if (process.env.ALLOCATION_EXPLAIN && handle.kind === 'postgres') {
      await explainSuggestions(
        handle,
        asRequest(() => services.allocation.getEntryDetail(desk, entryId)),
      );
    }
    const queue = await compare(
      asRequest(() => services.allocation.listQueue(desk)),
      asRequest(week),
      100,
    );
    const detail = await compare(
      asRequest(() => services.allocation.getEntryDetail(desk, entryId)),
      asRequest(week),
      100,
    );
    const found = (await services.allocation.getEntryDetail(desk, entryId)).suggestions.length;
    const waiting = (await services.allocation.listQueue(desk)).length;
    return { database: handle.kind, queue, detail, found, waiting };
  } finally {
    await handle.close();
    await scratch?.drop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureAllocation(option('pg'));
  if (process.argv.includes('--json')) console.log(JSON.stringify(r));
  else {
    console.log(
      `${r.database}: queue (${r.waiting}) ${r.queue.a.toFixed(2)} ms vs week ${r.queue.b.toFixed(2)} ms: ${(r.queue.a / r.queue.b).toFixed(2)}x`,
    );
    console.log(
      `${r.database}: suggestions (${r.found}) ${r.detail.a.toFixed(2)} ms vs week ${r.detail.b.toFixed(2)} ms: ${(r.detail.a / r.detail.b).toFixed(2)}x`,
    );
  }
}
