import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import { instructors, propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import { learnerAllocations, learnerPageLinks, learners } from '../../db/schema/learners.ts';
import { people } from '../../db/schema/people.ts';
import { db } from '../../db/unit-of-work.ts';
import { hasActiveLessonSince, lastActiveLessonAt } from '../calendar/public.repository.ts';

/** Subqueries are built once, outside any unit of work, and run as part of the statement that joins them. */
const subqueries = new QueryBuilder();

/**
 * What other features' repositories read of the learners' tables, to compose into one statement of their own:
 * the calendar's learner names, the preferences' learner counts, booking's learner activity.
 */

/** The learners feature's rule: the learner is known to the instructor through an allocation to one of their franchises. */
export const isLearnerKnownTo = (learnerId: AnyPgColumn, instructorId: AnyPgColumn) => sql`exists (select 1
  from ${learnerAllocations} la join ${propositionAllocations} pa on pa.id = la.proposition_allocation_id
  where la.learner_id = ${learnerId} and pa.instructor_id = ${instructorId})`;

/** Each learner's id and name, as a subquery to join (a join the planner flattens); join it with isLearnerKnownTo. */
export const learnerNames = () =>
  subqueries
    .select({ id: learners.id, title: people.title, firstName: people.firstName, lastName: people.lastName })
    .from(learners)
    .innerJoin(people, eq(people.id, learners.personId))
    .as('learner_names');

/** Learners allocated to the franchise and not rejected: an upper bound of its active learners (spec 4 §4). */
export const allocatedLearnerCount = (franchiseId: AnyPgColumn | SQL) => sql<number>`(select count(*)::int
  from ${learnerAllocations} la where la.proposition_allocation_id = ${franchiseId} and la.status <> 'Rejected')`;

/**
 * One row per learner allocated to the instructor's franchises (or one of them), with what decides whether they
 * are active (spec 4 §4): the allocation's status and date, Motability, a future lesson and the last lesson.
 */
export const selectLearnerActivity = (
  instructorId: string | Placeholder,
  at: string | Placeholder,
  franchiseId?: string,
) => {
  // Each allocation's lessons with the instructor: two index probes (one after `at`, the last at or before it).
  // A join of every lesson grouped per allocation read each learner's whole history (1.9 of home's 5.6 ms of
  // execution on the demo data, and it grows with the years of lessons).
  const [instructor, learner, when] = [
    propositionAllocations.instructorId,
    learnerAllocations.learnerId,
    sql`${at}::timestamptz`,
  ];
  return db
    .select({
      franchiseId: learnerAllocations.propositionAllocationId,
      learnerId: learnerAllocations.learnerId,
      status: learnerAllocations.status,
      fromDate: learnerAllocations.fromDate,
      motability: sql<boolean>`${propositions.type} = 'Motability' or ${learnerAllocations.productCategory} = 'Motability'`,
      hasFutureLesson: hasActiveLessonSince(instructor, learner, when),
      lastLesson: lastActiveLessonAt(instructor, learner, when),
    })
    .from(learnerAllocations)
    .innerJoin(propositionAllocations, eq(propositionAllocations.id, learnerAllocations.propositionAllocationId))
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .where(
      and(
        franchiseId ? eq(learnerAllocations.propositionAllocationId, franchiseId) : undefined,
        eq(propositionAllocations.instructorId, instructorId),
        sql`${learnerAllocations.status} <> 'Rejected'`,
      ),
    );
};

/**
 * The franchise's active learners (spec 4 §4, the rule of `isActiveLearner` in SQL for a list of many
 * instructors): allocated and not rejected, and not yet approved, or Motability, or allocated after `since`, or
 * with an active lesson after it (`since` = now less the active window). The portal's own count is the calendar's.
 */
export const activeLearnerCount = (franchiseId: AnyPgColumn | SQL, since: SQL) => sql<number>`(select count(*)::int
  from ${learnerAllocations} act_la join ${propositionAllocations} act_pa on act_pa.id = act_la.proposition_allocation_id
  join ${propositions} act_p on act_p.id = act_pa.proposition_id
  where act_la.proposition_allocation_id = ${franchiseId} and act_la.status <> 'Rejected' and (
    act_la.status <> 'Approved'
    or (act_la.from_date is not null and (act_p.type = 'Motability' or act_la.product_category = 'Motability'))
    or (act_la.from_date::timestamp at time zone 'UTC') > ${since}
    or ${hasActiveLessonSince(sql`act_pa.instructor_id`, sql`act_la.learner_id`, since)}))`;

/** Each learner allocated to one of the instructor's franchises: who, the allocation's status, date and franchise. */
export const selectAllocatedLearners = (instructorId: string | Placeholder) =>
  db
    .select({
      learnerId: learners.id,
      firstName: people.firstName,
      lastName: people.lastName,
      franchiseId: learnerAllocations.propositionAllocationId,
      status: learnerAllocations.status,
      allocatedAt: learnerAllocations.createdAt,
    })
    .from(learnerAllocations)
    .innerJoin(propositionAllocations, eq(propositionAllocations.id, learnerAllocations.propositionAllocationId))
    .innerJoin(learners, eq(learners.id, learnerAllocations.learnerId))
    .innerJoin(people, eq(people.id, learners.personId))
    .where(eq(propositionAllocations.instructorId, instructorId))
    .orderBy(learnerAllocations.createdAt, learnerAllocations.id);

/** Each learner's pickup address, as a subquery to join (the calendar feed's LOCATION); join it with isLearnerKnownTo. */
export const learnerPickups = () =>
  subqueries
    .select({
      id: learners.id,
      line1: learners.pickupLine1,
      line2: learners.pickupLine2,
      town: learners.pickupTown,
      postcode: learners.pickupPostcode,
    })
    .from(learners)
    .as('learner_pickups');

/**
 * The holder of a live link to a learner's page, by its token's stored hash (the learner's page's own rule: not
 * revoked, the instructor Active, the learner still allocated to them): a subquery of one row (`link_id`,
 * `learner_id`, `instructor_id`, `first_name`) for another feature's page behind the same link (a slot offer).
 */
export const livePageLinkHolder = (tokenHash: SQL | Placeholder) => sql`(select hl.id as link_id,
    hl.learner_id, hl.instructor_id, hp.first_name
  from ${learnerPageLinks} hl join ${learners} hlr on hlr.id = hl.learner_id
  join ${people} hp on hp.id = hlr.person_id join ${instructors} hi on hi.id = hl.instructor_id
  where hl.token_hash = ${tokenHash} and hl.revoked_at is null and hi.status = 'Active'
    and exists (select 1 from ${learnerAllocations} hla join ${propositionAllocations} hpa
      on hpa.id = hla.proposition_allocation_id where hla.learner_id = hl.learner_id
      and hpa.instructor_id = hl.instructor_id and hla.status <> 'Rejected'))`;
