// What each signed-in bench case needs at the least: the minimal SQL for its answer and the JSON the web's
// operation gets back, built by hand in the same field order. Used by sql-baseline.mjs; the bench checks that
// the bytes equal the real server's before it measures anything.

const IDLE_MINUTES = 240;

/** The session behind a token hash, as the portal checks it: live, not revoked, not expired, not idle. */
export const SESSION_SQL = `select instructor_id from sessions where token_hash = $1 and revoked_at is null
  and expires_at > now() and last_seen_at > now() - interval '${IDLE_MINUTES} minutes' limit 1`;

const iso = (date) => date.toISOString();
/** `{ instructor(id:) { id ...fields } }`'s data: the signed-in instructor with the case's fields. */
const instructorData = (instructorId, fields) => ({
  __typename: 'Query',
  instructor: { __typename: 'Instructor', id: instructorId, ...fields },
});
const personName = (first, last) => ({
  __typename: 'PersonName',
  firstName: first,
  fullName: `${first} ${last}`,
  lastName: last,
});

// The portal's franchise order (packages/domain access/propositions.ts): type, then AA first, then manual first.
const TYPE_ORDER = { Full: 1, Dit: 2, Motability: 3, Trainee: 4, ThirdParty: 5, PartnerLite: 6, Solo: 7 };
const compareFranchises = (a, b) =>
  TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
  (a.brand === b.brand ? 0 : a.brand === 'AADS' ? -1 : 1) ||
  (a.transmission === b.transmission ? 0 : a.transmission === 'Manual' ? -1 : 1) ||
  a.from_date.localeCompare(b.from_date);

const ME_SQL = `select i.id, i.adi_number, i.status, p.first_name, p.last_name, pa.id as allocation_id,
    pa.from_date::text as from_date, pr.id as proposition_id, pr.name, pr.type, pr.brand, pr.transmission
  from instructors i join people p on p.id = i.person_id
  left join proposition_allocations pa on pa.instructor_id = i.id
  left join propositions pr on pr.id = pa.proposition_id
  where i.id = $1`;

/** `query Me` (the web's session check): the instructor with their visible franchises. */
const me = async (query, instructorId) => {
  const rows = await query(ME_SQL, [instructorId]);
  const first = rows[0];
  const held = rows.filter((r) => r.allocation_id && !/^dormant/i.test(r.name.trim())).sort(compareFranchises);
  return {
    __typename: 'Query',
    me: {
      __typename: 'Instructor',
      adiNumber: first.adi_number,
      brands: [...new Set(held.map((r) => r.brand))].sort(),
      firstName: first.first_name,
      fullName: `${first.first_name} ${first.last_name}`,
      id: first.id,
      lastName: first.last_name,
      propositions: held.map((r) => ({
        __typename: 'InstructorProposition',
        id: r.allocation_id,
        proposition: {
          __typename: 'Proposition',
          brand: r.brand,
          id: r.proposition_id,
          name: r.name,
          transmission: r.transmission,
          type: r.type,
        },
      })),
      status: first.status,
    },
  };
};

const EVENTS_SQL = `select ci.id, ci.kind, ci.start_at, ci.end_at, ci.travel_minutes, ci.test, ci.paid, ci.new_learner,
    ci.status, ci.notes, ci.all_day, ci.series_id, ts.frequency, ci.learner_id, p.first_name, p.last_name
  from calendar_items ci
  left join time_off_series ts on ts.id = ci.series_id
  left join learners l on l.id = ci.learner_id
  left join people p on p.id = l.person_id
  where ci.instructor_id = $1 and tstzrange(ci.busy_from, ci.end_at, '[)') && tstzrange($2::timestamptz, $3::timestamptz, '[)')
    and ci.status <> 'Deleted' and (ci.status <> 'Pending' or ci.pending_expires_at > now())
  order by ci.start_at, ci.id`;

const HOURS_SQL = `select wh.id, wh.proposition_allocation_id, wh.day, wh.start_minute, wh.end_minute
  from franchise_working_hours wh join proposition_allocations pa on pa.id = wh.proposition_allocation_id
  where pa.instructor_id = $1 order by wh.proposition_allocation_id, wh.day`;

const toEvent = (r) =>
  r.kind === 'time_off'
    ? {
        __typename: 'TimeOff',
        allDay: r.all_day,
        endDateTime: iso(r.end_at),
        id: r.id,
        notes: r.notes ?? '',
        repeatFrequency: r.frequency,
        seriesId: r.series_id,
        startDateTime: iso(r.start_at),
        status: r.status,
      }
    : {
        __typename: 'Lesson',
        endDateTime: iso(r.end_at),
        id: r.id,
        kind: r.new_learner ? 'NEW_LESSON' : r.paid ? 'PAID_LESSON' : 'UNPAID_LESSON',
        learner: { __typename: 'Learner', id: r.learner_id, name: personName(r.first_name, r.last_name) },
        newLearner: r.new_learner,
        paid: r.paid,
        startDateTime: iso(r.start_at),
        status: r.status,
        test: r.test,
        travelTimeInMinutes: r.travel_minutes,
      };

/** `query CalendarEvents` (the calendar's week): events with their learners, and the working hours. */
const week = async (query, instructorId, { startDate, endDate }) => {
  const [events, hours] = await Promise.all([
    query(EVENTS_SQL, [instructorId, startDate, endDate]),
    query(HOURS_SQL, [instructorId]),
  ]);
  return {
    __typename: 'Query',
    instructor: {
      __typename: 'Instructor',
      calendarEvents: events.map(toEvent),
      id: instructorId,
      workingHours: hours.map((h) => ({
        __typename: 'WorkingHours',
        day: h.day,
        end: h.end_minute,
        id: h.id,
        lineItemKey: h.proposition_allocation_id,
        start: h.start_minute,
      })),
    },
  };
};

const DAY = 86_400_000;
// packages/domain calendar/constants.ts ACTIVE_LEARNER_WINDOW_DAYS.
const ACTIVE_WINDOW_DAYS = 14;

// The list with, per learner, the first allocation with the instructor (approval, lesson type, date), whether
// one waits for approval, and the last and next lessons: one statement.
const LEARNERS_PAGE_SQL = `select l.id, l.customer_type, l.sourced_by, l.pickup_line1, l.pickup_postcode,
    p.first_name, p.last_name, p.address_line1, p.postcode, fa.status as first_status,
    fa.lesson_type as first_lesson_type, fa.from_date::text as first_from,
    exists (select 1 from learner_allocations la join proposition_allocations pa on pa.id = la.proposition_allocation_id
      where la.learner_id = l.id and pa.instructor_id = $1 and la.status = 'Pending'
        and (l.sourced_by is null or l.sourced_by <> 'Instructor')) as pending,
    lf.last_lesson, lf.next_lesson
  from learners l join people p on p.id = l.person_id
  left join lateral (select la.status, la.lesson_type, la.from_date from learner_allocations la
      join proposition_allocations pa on pa.id = la.proposition_allocation_id
      where la.learner_id = l.id and pa.instructor_id = $1 order by la.created_at, la.id limit 1) fa on true
  left join (select learner_id, max(start_at) filter (where start_at <= $2) as last_lesson,
      min(start_at) filter (where start_at > $2) as next_lesson
    from calendar_items where instructor_id = $1 and kind = 'lesson' and status in ('Active', 'Pending')
    group by learner_id) lf on lf.learner_id = l.id
  where exists (select 1 from learner_allocations la join proposition_allocations pa on pa.id = la.proposition_allocation_id
    where la.learner_id = l.id and pa.instructor_id = $1 and (la.status in ('Approved', 'Pending') or l.sourced_by = 'Instructor'))
  order by p.first_name, p.last_name`;

/** Spec 3 §4 Active (packages/domain learners/activity.ts), from the row. */
const isActive = (r, now) => {
  const windowStart = now.getTime() - ACTIVE_WINDOW_DAYS * DAY;
  const from = r.first_from ? Date.parse(`${r.first_from}T00:00:00Z`) : null;
  if (r.first_status !== 'Approved') return true;
  if (from !== null && r.first_lesson_type === 'Motability') return true;
  if (r.next_lesson && r.next_lesson.getTime() > now.getTime()) return true;
  if (from !== null && from > windowStart) return true;
  return r.last_lesson !== null && r.last_lesson.getTime() > windowStart;
};

const shortAddress = (line1, postcode) => (line1 && postcode ? { __typename: 'Address', line1, postcode } : null);

/** `query LearnersList` (the /learners page's own list). */
const learnersPage = async (query, instructorId) => {
  const now = new Date();
  const rows = await query(LEARNERS_PAGE_SQL, [instructorId, now]);
  return instructorData(instructorId, {
    learners: rows.map((r) => ({
      __typename: 'Learner',
      active: isActive(r, now),
      address: shortAddress(r.address_line1, r.postcode),
      approved: r.first_status === 'Approved',
      customerType: r.customer_type,
      id: r.id,
      lastLesson: r.last_lesson ? iso(r.last_lesson) : null,
      learnerLessonType: r.first_lesson_type ?? null,
      name: personName(r.first_name, r.last_name),
      pendingApproval: r.pending,
      pickupAddress: shortAddress(r.pickup_line1, r.pickup_postcode),
      sourcedBy: r.sourced_by,
    })),
  });
};

const MESSAGES_SQL = `select id, body, created_at, from_code, agent_name, read_at, client_key from messages
  where instructor_id = $1 order by seq desc limit 20`;

/** `query GetMessages` (the chat's latest page, as the web asks for it and as the spec polls it). */
const messages = async (query, instructorId) => {
  const rows = await query(MESSAGES_SQL, [instructorId]);
  return {
    __typename: 'Query',
    instructor: {
      __typename: 'Instructor',
      id: instructorId,
      messages: rows.reverse().map((r) => ({
        __typename: 'Message',
        agentName: r.agent_name,
        body: r.body,
        clientKey: r.client_key,
        created: iso(r.created_at),
        from: r.from_code,
        id: r.id,
        read: r.read_at !== null,
      })),
    },
  };
};

/** By case: (query, the session's instructor id, the operation's variables) -> the `data` of the answer. */
export const sqlCases = { me, week, learnersPage, messages };
