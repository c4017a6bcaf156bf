// The network at full size for the office's bench rows (issue 24): 3,000 instructors of AA, BSM or both, each
// with about 20 learners allocated (a few pending), on top of the demo seed. Plain SQL, so PGlite and PostgreSQL
// take it in seconds. Other office rows (the queues) can add theirs with the same call.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';

export const NETWORK_INSTRUCTORS = 3000;
const LEARNERS_EACH = 20;

export const addNetwork = async (handle: DatabaseHandle, size = NETWORK_INSTRUCTORS) => {
  await handle.db.execute(sql`
    with made as (
      select g, gen_random_uuid() as person_id, gen_random_uuid() as instructor_id from generate_series(1, ${size}) g
    ), persons as (
      insert into people (id, first_name, last_name, postcode)
      select person_id, 'Bench' || g, 'Network' || lpad(g::text, 5, '0'), 'LS' || (1 + g % 28) || ' ' || (g % 9) || 'AB'
      from made returning id
    ), teachers as (
      insert into instructors (id, person_id, adi_number, status)
      select instructor_id, person_id, (300000 + g)::text, case when g % 10 = 0 then 'Inactive' else 'Active' end
      from made returning id
    )
    insert into proposition_allocations (instructor_id, proposition_id, from_date)
    select m.instructor_id, p.id, date '2025-01-06'
    from made m join propositions p on p.name not ilike 'dormant%' and p.type = 'Full'
      and (m.g % 3 = 2 or p.brand = case m.g % 3 when 0 then 'AADS' else 'BSM' end)
      and p.transmission = 'Manual'`);
  await handle.db.execute(sql`
    with slots as (
      select pa.id as franchise_id, s, gen_random_uuid() as person_id, gen_random_uuid() as learner_id
      from proposition_allocations pa join instructors i on i.id = pa.instructor_id
      cross join generate_series(1, ${LEARNERS_EACH}) s
      where i.adi_number like '3%'
    ), persons as (
      insert into people (id, first_name, last_name) select person_id, 'Learner', 'L' || s from slots returning id
    ), taught as (
      insert into learners (id, person_id) select learner_id, person_id from slots returning id
    )
    insert into learner_allocations (learner_id, proposition_allocation_id, status, purchase_rate_pence, from_date)
    select learner_id, franchise_id, case when s % 10 = 0 then 'Pending' else 'Approved' end, 3000,
      date '2025-02-01' + (s * 7)
    from slots`);
  await handle.db.execute(sql`analyze`);
};
