// The learners case's own data: a bench-only instructor with a book of 200 learners (most approved, some
// waiting for approval, some self-sourced; 2 past lessons each and an upcoming one for every third), written
// straight into the bench's own database copy before the baseline copies it, with a session of their own.
// Nothing here touches the seed: the demo accounts stay as they are.
import { createHash, randomBytes, randomUUID } from 'node:crypto';

export const BENCH_LEARNERS_SESSION = 'bench:200-learners';
const LEARNERS = 200;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// 20 x 10 distinct names: the list is sorted by first then last name, so no two rows tie.
const FIRST = [
  'Aaliyah',
  'Ben',
  'Chloe',
  'Daniel',
  'Ella',
  'Finn',
  'Grace',
  'Harry',
  'Isla',
  'Jack',
  'Keira',
  'Leo',
].concat(['Maya', 'Noah', 'Olivia', 'Priya', 'Quinn', 'Ruby', 'Sam', 'Theo']);
const LAST = ['Ahmed', 'Bennett', 'Clarke', 'Dobson', 'Evans', 'Firth', 'Gill', 'Haigh', 'Iqbal', 'Jones'];
const DISTRICTS = ['LS1', 'LS2', 'LS3', 'LS4', 'LS5', 'LS6', 'LS7', 'LS8'];

const dateOf = (ms) => new Date(ms).toISOString().slice(0, 10);

/** The 200 learners, their allocations and lessons, as columns for one `unnest` insert each. */
const bookOf = (now) => {
  const hour = Math.floor(now / HOUR) * HOUR;
  const people = { id: [], first: [], last: [], line1: [], postcode: [] };
  const learners = { id: [], person: [], sourced: [], pickup: [] };
  const allocations = { learner: [], status: [], from: [] };
  const lessons = { learner: [], start: [] };
  for (let i = 0; i < LEARNERS; i++) {
    const person = randomUUID();
    const learner = randomUUID();
    const postcode = `${DISTRICTS[i % DISTRICTS.length]} ${1 + (i % 9)}AA`;
    people.id.push(person);
    people.first.push(FIRST[i % FIRST.length]);
    people.last.push(LAST[Math.floor(i / FIRST.length)]);
    people.line1.push(`${1 + i} Bench Street`);
    people.postcode.push(postcode);
    learners.id.push(learner);
    learners.person.push(person);
    learners.sourced.push(i % 7 === 0 ? 'Instructor' : 'Business');
    // Half have a pickup address of their own; the others fall back to their home address.
    learners.pickup.push(i % 2 === 0 ? postcode : null);
    allocations.learner.push(learner);
    allocations.status.push(i % 10 === 3 ? 'Pending' : 'Approved');
    // Allocated 3 to 60 days ago: never on the 14-day edge of the active rule while the bench runs.
    allocations.from.push(dateOf(now - (i % 3 === 0 ? 3 : 20 + (i % 40)) * DAY));
    // Past lessons one after another back from the hour before now, upcoming ones from the hour after.
    lessons.learner.push(learner, learner);
    lessons.start.push(new Date(hour - (2 + 4 * i) * HOUR), new Date(hour - (4 + 4 * i) * HOUR));
    if (i % 3 === 0) {
      lessons.learner.push(learner);
      lessons.start.push(new Date(hour + (2 + 2 * i) * HOUR));
    }
  }
  return { people, learners, allocations, lessons };
};

/**
 * Adds the bench instructor (an AA Full franchise like Daniel's) and their 200 learners; returns the Cookie
 * header of a session for them.
 */
export const seedBenchLearners = async (query, now = Date.now()) => {
  const [proposition] = await query(
    `select pa.proposition_id from proposition_allocations pa join instructors i on i.id = pa.instructor_id
      join propositions p on p.id = pa.proposition_id where i.adi_number = '100001' and p.type = 'Full'
      order by p.brand, p.transmission limit 1`,
  );
  if (!proposition) throw new Error('the seed has no Full franchise for 100001 to copy');
  const personId = randomUUID();
  const instructorId = randomUUID();
  const franchiseId = randomUUID();
  await query(`insert into people (id, first_name, last_name) values ($1, 'Bench', 'Instructor')`, [personId]);
  await query(`insert into instructors (id, person_id, adi_number, status) values ($1, $2, '199200', 'Active')`, [
    instructorId,
    personId,
  ]);
  await query(
    `insert into proposition_allocations (id, instructor_id, proposition_id, from_date) values ($1, $2, $3, $4)`,
    [franchiseId, instructorId, proposition.proposition_id, dateOf(now - 400 * DAY)],
  );
  const { people, learners, allocations, lessons } = bookOf(now);
  await query(
    `insert into people (id, first_name, last_name, address_line1, town, postcode)
      select id, first, last, line1, 'Leeds', postcode
      from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[]) as t(id, first, last, line1, postcode)`,
    [people.id, people.first, people.last, people.line1, people.postcode],
  );
  await query(
    `insert into learners (id, person_id, sourced_by, pickup_line1, pickup_town, pickup_postcode)
      select l.id, l.person, l.sourced, case when l.pickup is null then null else 'Pickup point' end,
        case when l.pickup is null then null else 'Leeds' end, l.pickup
      from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[]) as l(id, person, sourced, pickup)`,
    [learners.id, learners.person, learners.sourced, learners.pickup],
  );
  await query(
    `insert into learner_allocations (learner_id, proposition_allocation_id, status, purchase_rate_pence, from_date)
      select learner, $4, status, 3250, from_date::date
      from unnest($1::uuid[], $2::text[], $3::text[]) as a(learner, status, from_date)`,
    [allocations.learner, allocations.status, allocations.from, franchiseId],
  );
  await query(
    `insert into calendar_items (instructor_id, kind, learner_id, proposition_allocation_id, start_at, end_at,
        product_category, paid, paid_hours)
      select $3, 'lesson', learner, $4, start_at, start_at + interval '1 hour', 'PreTest', true, 1
      from unnest($1::uuid[], $2::timestamptz[]) as l(learner, start_at)`,
    [lessons.learner, lessons.start, instructorId, franchiseId],
  );
  const token = randomBytes(32).toString('base64url');
  await query(
    `insert into sessions (instructor_id, token_hash, created_at, last_seen_at, expires_at)
      values ($1, $2, now(), now(), now() + interval '1 day')`,
    [instructorId, createHash('sha256').update(token).digest('hex')],
  );
  // Statistics for the planner, as autovacuum keeps them on a live database (PGlite runs no autovacuum).
  await query('analyze');
  return `portal_session=${token}`;
};
