// The network at full size (issue 28 §1): on top of the demo seed, at least 3,000 instructors of AA, BSM or both,
// 250,000 learners, 5,000,000 calendar items over three years, 2,000,000 messages, 150,000 documents and 150,000
// invoices. Built by set-based INSERT ... SELECT from generate_series in the server itself (no row leaves the
// database; PostgreSQL only), in slices of instructors so progress is printed and no statement runs for long.
// Every row satisfies the schema's checks, keys and the calendar's no-overlap constraint.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';

export type NetworkSize = {
  instructors: number;
  learnersEach: number;
  /** Days of diary per instructor, ending half a year ahead. */
  days: number;
  messagesEach: number;
  documentsEach: number;
  invoicesEach: number;
};

/** 3,000 x 84 = 252,000 learners; 3,000 x 1,095 days x 2 slots x 0.77 = 5.06M items; 3,000 x 667 = 2.0M messages. */
export const NETWORK_SIZE: NetworkSize = {
  instructors: 3000,
  learnersEach: 84,
  days: 3 * 365,
  messagesEach: 667,
  documentsEach: 50,
  invoicesEach: 50,
};

/** Bumped when what the builder makes changes: a kept network database of another version is rebuilt. */
export const NETWORK_DATA_VERSION = 'network-1';

const SLICE = 250;

type Progress = (line: string) => void;

const count = async (handle: DatabaseHandle, table: string) => {
  const result = (await handle.db.execute(sql.raw(`select count(*)::bigint as n from ${table}`))) as unknown as {
    rows: Array<{ n: string | number }>;
  };
  return Number(result.rows[0]?.n ?? 0);
};

/** Instructors (with their people, one or two franchises each) numbered `from`..`to` (ADI 300000 + n). */
const addInstructors = (handle: DatabaseHandle, from: number, to: number) =>
  handle.db.execute(sql`
    with made as (
      select g, gen_random_uuid() as person_id, gen_random_uuid() as instructor_id from generate_series(${from}::int, ${to}::int) g
    ), persons as (
      insert into people (id, first_name, last_name, mobile_number, postcode)
      select person_id, (array['Amir','Beth','Carl','Dana','Ellis','Fatima','Gareth','Hana','Ivan','Jodie'])[1 + g % 10],
        'Network' || lpad(g::text, 5, '0'), '077' || lpad((10000000 + g)::text, 8, '0'),
        (array['LS','M','B','S','NG','L','SW','E','N','CF'])[1 + g % 10] || (1 + g % 28) || ' ' || (g % 9) || 'AB'
      from made returning id
    ), teachers as (
      insert into instructors (id, person_id, adi_number, status)
      select instructor_id, person_id, (300000 + g)::text, case when g % 25 = 0 then 'Inactive' else 'Active' end
      from made returning id
    )
    insert into proposition_allocations (instructor_id, proposition_id, from_date)
    select m.instructor_id, p.id, date '2023-01-02'
    from made m join propositions p on p.name not ilike 'dormant%' and p.type = 'Full'
      and (m.g % 5 = 4 or p.brand = case m.g % 2 when 0 then 'AADS' else 'BSM' end)
      and p.transmission = 'Manual'`);

/** The instructors `from`..`to` in a working table: each one's first franchise. */
const sliceTable = async (handle: DatabaseHandle, from: number, to: number) => {
  await handle.db.execute(sql`drop table if exists net_slice`);
  await handle.db.execute(sql`
    create unlogged table net_slice as
    select (i.adi_number::int - 300000) as g, i.id as instructor_id,
      (select pa.id from proposition_allocations pa where pa.instructor_id = i.id order by pa.id limit 1) as franchise_id
    from instructors i where i.adi_number ~ '^3\\d{5}$' and i.adi_number::int - 300000 between ${from}::int and ${to}::int`);
};

const addLearners = async (handle: DatabaseHandle, s: NetworkSize) => {
  await handle.db.execute(sql`drop table if exists net_learners`);
  await handle.db.execute(sql`
    create unlogged table net_learners as
    select n.g, n.instructor_id, n.franchise_id, k, gen_random_uuid() as learner_id, gen_random_uuid() as person_id
    from net_slice n cross join generate_series(0, ${s.learnersEach - 1}::int) k`);
  await handle.db.execute(sql`
    insert into people (id, first_name, last_name, mobile_number, postcode)
    select person_id, (array['Olivia','Jack','Isla','Noah','Priya','Harry','Chloe','Mohammed','Sophie','Leo'])[1 + k % 10],
      'Learner' || lpad((g * 100 + k)::text, 7, '0'), '078' || lpad((g * 100 + k)::text, 8, '0'), 'LS' || (1 + k % 28) || ' 1AB'
    from net_learners`);
  await handle.db.execute(
    sql`insert into learners (id, person_id, pickup_postcode) select learner_id, person_id, 'LS' || (1 + k % 28) || ' 1AB' from net_learners`,
  );
  await handle.db.execute(sql`
    insert into learner_allocations (learner_id, proposition_allocation_id, status, purchase_rate_pence, from_date)
    select learner_id, franchise_id, case when k % 20 = 0 then 'Pending' when k % 9 = 0 then 'Rejected' else 'Approved' end,
      3000, date '2023-01-02' + (k * 11)
    from net_learners`);
  await handle.db.execute(sql`create index on net_learners (g, k)`);
};

/**
 * Two slots a day (09:00-11:00 and 13:00-15:00 UK time, up to 30 minutes' travel before each), about three in
 * four of them booked: lessons with one of the instructor's learners, one in forty cancelled, one in thirty time off.
 */
const addDiary = (handle: DatabaseHandle, s: NetworkSize) =>
  handle.db.execute(sql`
    insert into calendar_items (instructor_id, kind, learner_id, proposition_allocation_id, start_at, end_at,
      travel_minutes, status, cancelled_at, paid, created_at, updated_at)
    select n.instructor_id,
      case when (d + slot) % 30 = 0 then 'time_off' else 'lesson' end,
      case when (d + slot) % 30 = 0 then null else l.learner_id end,
      case when (d + slot) % 30 = 0 then null else n.franchise_id end,
      at, at + interval '2 hours', case when (d + slot) % 30 = 0 then 0 else (d % 3) * 15 end,
      case when (d + slot) % 40 = 1 then 'Cancelled' else 'Active' end,
      case when (d + slot) % 40 = 1 then at - interval '1 day' end,
      (d % 2 = 0), at - interval '7 days', at - interval '7 days'
    from net_slice n
    cross join generate_series(0, ${s.days - 1}::int) d
    cross join (values (0), (1)) as slots (slot)
    cross join lateral (select (((current_date + 182 - ${s.days}::int + d)::timestamp + make_interval(hours => 9 + slot * 4))
      at time zone 'Europe/London') as at) t
    join net_learners l on l.g = n.g and l.k = (d * 2 + slot) % ${s.learnersEach}::int
    where (n.g * 7 + d * 3 + slot) % 13 not in (0, 5, 9)`);

const addMessages = (handle: DatabaseHandle, s: NetworkSize) =>
  handle.db.execute(sql`
    insert into messages (instructor_id, from_code, agent_name, body, created_at, read_at)
    select n.instructor_id, case when m % 2 = 0 then 1 else 2001 end,
      case when m % 2 = 0 then null else 'Priya (Instructor Support)' end,
      'Network message ' || m || ' about lessons, documents and the week ahead.',
      now() - make_interval(hours => (${s.messagesEach}::int - m) * 39), now() - make_interval(hours => (${s.messagesEach}::int - m) * 39 - 1)
    from net_slice n cross join generate_series(1, ${s.messagesEach}::int) m`);

const addDocuments = (handle: DatabaseHandle, s: NetworkSize) =>
  handle.db.execute(sql`
    insert into documents (instructor_id, owner, document_type, status, expiry, uploaded_at, uploaded_by, approved_at, sort_order)
    select n.instructor_id, 'Customer',
      (array['ADI Licence','Driving Licence','DBS Certificate','Car Insurance','MOT Certificate'])[1 + k % 5],
      case when k % 17 = 0 then 'FOR_APPROVAL' when k % 13 = 0 then 'REJECTED' else 'APPROVED' end,
      current_date - 400 + k * 20, now() - make_interval(days => 1000 - k * 20), 'Instructor',
      case when k % 17 = 0 or k % 13 = 0 then null else now() - make_interval(days => 999 - k * 20) end, k
    from net_slice n cross join generate_series(0, ${s.documentsEach - 1}::int) k`);

const addInvoices = (handle: DatabaseHandle, s: NetworkSize) =>
  handle.db.execute(sql`
    insert into invoices (instructor_id, proposition_allocation_id, invoice_number, invoice_date, description,
      value_pence, value_ex_vat_pence, paid, paid_on, pdf_available)
    select n.instructor_id, n.franchise_id, 'NET' || lpad(n.g::text, 5, '0') || '-' || lpad(w::text, 3, '0'),
      current_date - w * 7, 'Weekly franchise fee', 24000, 20000, w > 2, case when w > 2 then current_date - w * 7 + 5 end, false
    from net_slice n cross join generate_series(1, ${s.invoicesEach}::int) w`);

/** Builds the network on the handle's (seeded, PostgreSQL) database; returns the seconds it took and the counts. */
export const buildNetwork = async (
  handle: DatabaseHandle,
  size: NetworkSize = NETWORK_SIZE,
  log: Progress = () => {},
) => {
  const started = performance.now();
  for (let from = 1; from <= size.instructors; from += SLICE) {
    const to = Math.min(size.instructors, from + SLICE - 1);
    await addInstructors(handle, from, to);
    await sliceTable(handle, from, to);
    await addLearners(handle, size);
    await addDiary(handle, size);
    await addMessages(handle, size);
    await addDocuments(handle, size);
    await addInvoices(handle, size);
    log(`network: instructors ${from}-${to} built (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  await handle.db.execute(sql`drop table if exists net_slice`);
  await handle.db.execute(sql`drop table if exists net_learners`);
  await handle.db.execute(sql`analyze`);
  const counts: Record<string, number> = {};
  for (const table of ['instructors', 'learners', 'calendar_items', 'messages', 'documents', 'invoices']) {
    counts[table] = await count(handle, table);
  }
  return { seconds: (performance.now() - started) / 1000, counts };
};
