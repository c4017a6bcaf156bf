import type { LessonType, ProductCategory } from '@portal/domain/learners';
import { and, asc, eq, exists, gte, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import { learnerAllocations, learners, lessonBalances } from '../../db/schema/learners.ts';
import { people } from '../../db/schema/people.ts';
import { db, preparedQuery, read } from '../../db/unit-of-work.ts';
import { hasLessonIn, selectLessonTimes } from '../calendar/public.repository.ts';

/** The instructor: an id, or the placeholder of a prepared query. */
type InstructorKey = string | Placeholder;

/** The learner has an allocation to one of the instructor's franchises (meeting `condition`, when given). */
const allocatedTo = (instructorId: InstructorKey, learnerId: AnyPgColumn, condition?: SQL) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(learnerAllocations)
      .innerJoin(propositionAllocations, eq(propositionAllocations.id, learnerAllocations.propositionAllocationId))
      .where(
        and(
          eq(learnerAllocations.learnerId, learnerId),
          eq(propositionAllocations.instructorId, instructorId),
          condition,
        ),
      ),
  );

/**
 * The learners with any allocation to one of the instructor's franchises, as an uncorrelated set: the planner
 * reads it from the instructor's franchises up and then each learner by its key, so a list costs the instructor's
 * own rows at any size of the network. (Written as a correlated EXISTS, PostgreSQL hash-joined it against a scan of
 * every learner: 195 ms at 250,000 learners against 1 ms this way; scripts/bench/scale-worker.ts.)
 */
const allocatedLearnerIds = (instructorId: InstructorKey) =>
  db
    .select({ id: learnerAllocations.learnerId })
    .from(learnerAllocations)
    .innerJoin(propositionAllocations, eq(propositionAllocations.id, learnerAllocations.propositionAllocationId))
    .where(eq(propositionAllocations.instructorId, instructorId));

/** On the instructor's list: allocated Approved or Pending, or self-sourced by them (and allocated, in any state). */
export const listedBy = (instructorId: InstructorKey) =>
  and(
    inArray(learners.id, allocatedLearnerIds(instructorId)),
    or(
      allocatedTo(instructorId, learners.id, inArray(learnerAllocations.status, ['Approved', 'Pending'])),
      eq(learners.sourcedBy, 'Instructor'),
    ),
  ) as SQL;

/**
 * Known to the instructor: any allocation to one of their franchises, ended or refused too. A lesson is
 * always booked under one, so the learners of the instructor's own lessons stay visible on the calendar.
 */
export const knownTo = (instructorId: InstructorKey, learnerId: AnyPgColumn = learners.id) =>
  inArray(learnerId, allocatedLearnerIds(instructorId));

const learnerColumns = (instructorId: InstructorKey) => ({
  id: learners.id,
  personId: learners.personId,
  createdAt: learners.createdAt,
  customerType: learners.customerType,
  sourcedBy: learners.sourcedBy,
  pickupLine1: learners.pickupLine1,
  pickupLine2: learners.pickupLine2,
  pickupTown: learners.pickupTown,
  pickupCounty: learners.pickupCounty,
  pickupPostcode: learners.pickupPostcode,
  title: people.title,
  firstName: people.firstName,
  lastName: people.lastName,
  mobileNumber: people.mobileNumber,
  landlineNumber: people.landlineNumber,
  emailAddress: people.emailAddress,
  addressLine1: people.addressLine1,
  addressLine2: people.addressLine2,
  town: people.town,
  county: people.county,
  postcode: people.postcode,
  dateOfBirth: people.dateOfBirth,
  /** The status of the learner's first allocation with the instructor (a learner is approved by it). */
  firstStatus: sql<string | null>`(select la.status from ${learnerAllocations} la join ${propositionAllocations} pa
    on pa.id = la.proposition_allocation_id where la.learner_id = ${learners.id} and pa.instructor_id = ${instructorId}
    order by la.created_at, la.id limit 1)`,
});

const selectLearners = (instructorId: InstructorKey, where: SQL | undefined) =>
  db
    .select(learnerColumns(instructorId))
    .from(learners)
    .innerJoin(people, eq(people.id, learners.personId))
    .where(where)
    .orderBy(asc(people.firstName), asc(people.lastName));

const ph = sql.placeholder;

/** The learner's first allocation with the instructor (what approval reads too), joined laterally. */
const firstAllocationOf = (instructorId: InstructorKey) =>
  db
    .select({
      status: sql<string>`${learnerAllocations.status}`.as('first_status'),
      lessonType: sql<LessonType>`${learnerAllocations.lessonType}`.as('first_lesson_type'),
      fromDate: sql<string | null>`${learnerAllocations.fromDate}::text`.as('first_from_date'),
    })
    .from(learnerAllocations)
    .innerJoin(propositionAllocations, eq(propositionAllocations.id, learnerAllocations.propositionAllocationId))
    .where(and(eq(learnerAllocations.learnerId, learners.id), eq(propositionAllocations.instructorId, instructorId)))
    .orderBy(asc(learnerAllocations.createdAt), asc(learnerAllocations.id))
    .limit(1)
    .as('fa');

export const toDateOrNull = (value: string | Date | null): Date | null => (value === null ? null : new Date(value));

// Prepared: the list (one statement, with its facts when asked), and the learners of every calendar page's
// lessons (by the learner loader).
const plainLearnerRowsQuery = preparedQuery(() => selectLearners(ph('instructorId'), listedBy(ph('instructorId'))));
/**
 * The list with what it shows beside each learner (spec 3 §2.1, §4): the first allocation's status, lesson
 * type and date, whether one waits for approval, the last and next lessons.
 */
const learnerRowsQuery = preparedQuery(() => {
  const first = firstAllocationOf(ph('instructorId'));
  const lessons = selectLessonTimes(ph('instructorId'), ph('now')).as('lf');
  return db
    .select({
      ...learnerColumns(ph('instructorId')),
      firstStatus: first.status,
      firstLessonType: first.lessonType,
      firstFromDate: first.fromDate,
      pendingApproval: sql<boolean>`exists (select 1 from ${learnerAllocations} la join ${propositionAllocations} pa
        on pa.id = la.proposition_allocation_id where la.learner_id = ${learners.id} and pa.instructor_id = ${ph('instructorId')}
        and la.status = 'Pending' and (${learners.sourcedBy} is null or ${learners.sourcedBy} <> 'Instructor'))`,
      lastLesson: lessons.lastLesson,
      nextLesson: lessons.nextLesson,
    })
    .from(learners)
    .innerJoin(people, eq(people.id, learners.personId))
    .leftJoinLateral(first, sql`true`)
    .leftJoin(lessons, eq(lessons.learnerId, learners.id))
    .where(listedBy(ph('instructorId')))
    .orderBy(asc(people.firstName), asc(people.lastName));
});
/** The learners among `ids` known to the instructor. */
const learnerRowsByIdsQuery = preparedQuery(() =>
  selectLearners(ph('instructorId'), and(knownTo(ph('instructorId')), sql`${learners.id} = any(${ph('ids')}::uuid[])`)),
);

const learnerRowsWithLessonsQuery = preparedQuery(() =>
  selectLearners(ph('instructorId'), and(knownTo(ph('instructorId')), hasLessonIn(learners.id))),
);

/** The instructor's learners (their list) as the calendar's picker needs them: names and approval. */
export const findPlainLearnerRows = (instructorId: string) => read(plainLearnerRowsQuery(), { instructorId });

/** The instructor's learners (their list), with what the list shows of each at `now`. */
export const findLearnerRows = (instructorId: string, now: Date) =>
  read(learnerRowsQuery(), { instructorId, now: now.toISOString() });

/** The learners among the ids known to the instructor. */
export const findLearnerRowsByIds = (instructorId: string, ids: readonly string[]) =>
  read(learnerRowsByIdsQuery(), { instructorId, ids: [...ids] });

/** The learners with an active lesson with the instructor overlapping [from, to). */
export const findLearnerRowsWithLessons = (instructorId: string, from: Date, to: Date) =>
  read(learnerRowsWithLessonsQuery(), { instructorId, from: from.toISOString(), to: to.toISOString() });

export type LearnerRow = Awaited<ReturnType<typeof findLearnerRowsByIds>>[number];
export type ListedLearnerRow = Awaited<ReturnType<typeof findLearnerRows>>[number];

/** The learners' allocations to this instructor's franchises, oldest first, with the franchise facts. */
const selectAllocationRows = (learnersWanted: SQL) =>
  db
    .select({
      id: learnerAllocations.id,
      learnerId: learnerAllocations.learnerId,
      status: learnerAllocations.status,
      purchaseRatePence: learnerAllocations.purchaseRatePence,
      purchaseVatRate: learnerAllocations.purchaseVatRate,
      lessonType: learnerAllocations.lessonType,
      productCategory: learnerAllocations.productCategory,
      fromDate: learnerAllocations.fromDate,
      toDate: learnerAllocations.toDate,
      propositionAllocationId: learnerAllocations.propositionAllocationId,
      propositionType: propositions.type,
      transmission: propositions.transmission,
    })
    .from(learnerAllocations)
    .innerJoin(propositionAllocations, eq(propositionAllocations.id, learnerAllocations.propositionAllocationId))
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .where(and(eq(propositionAllocations.instructorId, ph('instructorId')), learnersWanted))
    .orderBy(asc(learnerAllocations.createdAt), asc(learnerAllocations.id));

const allocationRowsQuery = preparedQuery(() =>
  selectAllocationRows(sql`${learnerAllocations.learnerId} = any(${ph('ids')}::uuid[])`),
);

const allocationRowsWithLessonsQuery = preparedQuery(() =>
  selectAllocationRows(hasLessonIn(learnerAllocations.learnerId)),
);

/** The allocations of the learners among the ids to the instructor's franchises. */
export const findAllocationRows = (instructorId: string, learnerIds: readonly string[]) =>
  read(allocationRowsQuery(), { instructorId, ids: [...learnerIds] });

/** The allocations of the learners with a lesson in the range (as findLearnerRowsWithLessons). */
export const findAllocationRowsWithLessons = (instructorId: string, from: Date, to: Date) =>
  read(allocationRowsWithLessonsQuery(), { instructorId, from: from.toISOString(), to: to.toISOString() });

export type AllocationRow = Awaited<ReturnType<typeof findAllocationRows>>[number];

/** The balances of the learners among the ids known to the instructor. */
export const findBalanceRows = (instructorId: string, learnerIds: readonly string[]) =>
  db
    .select({
      id: lessonBalances.id,
      learnerId: lessonBalances.learnerId,
      category: lessonBalances.category,
      hours: lessonBalances.hours,
    })
    .from(lessonBalances)
    .where(and(inArray(lessonBalances.learnerId, [...learnerIds]), knownTo(instructorId, lessonBalances.learnerId)))
    .orderBy(asc(lessonBalances.category));

// Prepared (one plan, kept): availability and every booking read the learner this way.
const bookingLearnerRowsQuery = preparedQuery(() =>
  db
    .select({
      ...learnerColumns(ph('instructorId')),
      allocation: {
        id: learnerAllocations.id,
        status: learnerAllocations.status,
        productCategory: learnerAllocations.productCategory,
        propositionAllocationId: learnerAllocations.propositionAllocationId,
        toDate: learnerAllocations.toDate,
      },
      balanceHours: lessonBalances.hours,
    })
    .from(learnerAllocations)
    .innerJoin(propositionAllocations, eq(propositionAllocations.id, learnerAllocations.propositionAllocationId))
    .innerJoin(learners, eq(learners.id, learnerAllocations.learnerId))
    .innerJoin(people, eq(people.id, learners.personId))
    .leftJoin(
      lessonBalances,
      and(eq(lessonBalances.learnerId, learners.id), eq(lessonBalances.category, learnerAllocations.productCategory)),
    )
    .where(and(eq(learners.id, ph('learnerId')), eq(propositionAllocations.instructorId, ph('instructorId'))))
    .orderBy(asc(learnerAllocations.createdAt), asc(learnerAllocations.id)),
);

/**
 * One of the instructor's learners as booking needs them, in one query: a row per allocation with the
 * instructor, oldest first, each with the balance of its category (the service picks the one lessons go under
 * by the domain's `bookingAllocationOf`).
 */
export const findBookingLearnerRows = (instructorId: string, learnerId: string) =>
  read(bookingLearnerRowsQuery(), { instructorId, learnerId });

export type BalanceChange = { learnerId: string; category: ProductCategory; hours: number };

/** Takes hours from a balance only when it covers them (one statement, so racing bookings cannot overdraw). */
export const consumeHours = async (instructorId: string, change: BalanceChange) => {
  const rows = await db
    .update(lessonBalances)
    .set({ hours: sql`${lessonBalances.hours} - ${change.hours}` })
    .where(
      and(
        eq(lessonBalances.learnerId, change.learnerId),
        eq(lessonBalances.category, change.category),
        gte(lessonBalances.hours, change.hours),
        knownTo(instructorId, lessonBalances.learnerId),
      ),
    )
    .returning({ id: lessonBalances.id });
  return rows.length > 0;
};

/** Puts hours back on the balance of a learner known to the instructor (a refund). */
export const restoreHours = async (instructorId: string, change: BalanceChange) => {
  await db.execute(sql`
    insert into ${lessonBalances} (learner_id, category, hours)
    select ${change.learnerId}::uuid, ${change.category}, ${change.hours}
    where exists (select 1 from ${learnerAllocations} la join ${propositionAllocations} pa
      on pa.id = la.proposition_allocation_id where la.learner_id = ${change.learnerId} and pa.instructor_id = ${instructorId})
    on conflict (learner_id, category) do update set hours = ${lessonBalances}.hours + excluded.hours`);
};
