import type { ProductCategory } from '@portal/domain/learners';
import { and, asc, eq, exists, gte, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  franchiseSettings,
  learnerAllocations,
  learners,
  lessonBalances,
  people,
  propositionAllocations,
  propositions,
} from '../../db/schema/index.ts';

/**
 * A learner is the instructor's when allocated to one of their franchises (Approved or Pending), or
 * self-sourced by them. Every learner query goes through this condition.
 */
const belongsTo = (db: Database, instructorId: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(learnerAllocations)
      .innerJoin(propositionAllocations, eq(propositionAllocations.id, learnerAllocations.propositionAllocationId))
      .where(
        and(
          eq(learnerAllocations.learnerId, learners.id),
          eq(propositionAllocations.instructorId, instructorId),
          or(inArray(learnerAllocations.status, ['Approved', 'Pending']), eq(learners.sourcedBy, 'Instructor')),
        ),
      ),
  );

export const learnerColumns = {
  id: learners.id,
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
};

/**
 * The instructor's learners, or the given ids among them. `ofOwnLessons` is for ids read from the
 * instructor's own lessons: those learners stay visible on the calendar even after an allocation ends.
 */
export const findLearnerRows = (db: Database, instructorId: string, ids?: readonly string[], ofOwnLessons = false) =>
  db
    .select(learnerColumns)
    .from(learners)
    .innerJoin(people, eq(people.id, learners.personId))
    .where(
      and(ofOwnLessons ? undefined : belongsTo(db, instructorId), ids ? inArray(learners.id, [...ids]) : undefined),
    )
    .orderBy(asc(people.firstName), asc(people.lastName));

export type LearnerRow = Awaited<ReturnType<typeof findLearnerRows>>[number];

/** The learners' allocations to this instructor's franchises, oldest first, with the franchise facts. */
export const findAllocationRows = (db: Database, instructorId: string, learnerIds: readonly string[]) =>
  learnerIds.length === 0
    ? Promise.resolve([])
    : db
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
        .where(
          and(
            eq(propositionAllocations.instructorId, instructorId),
            inArray(learnerAllocations.learnerId, [...learnerIds]),
          ),
        )
        .orderBy(asc(learnerAllocations.createdAt), asc(learnerAllocations.id));

export type AllocationRow = Awaited<ReturnType<typeof findAllocationRows>>[number];

/** Balances of learners already known to be the instructor's. */
export const findBalanceRows = (db: Database, learnerIds: readonly string[]) =>
  learnerIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: lessonBalances.id,
          learnerId: lessonBalances.learnerId,
          category: lessonBalances.category,
          hours: lessonBalances.hours,
        })
        .from(lessonBalances)
        .where(inArray(lessonBalances.learnerId, [...learnerIds]))
        .orderBy(asc(lessonBalances.category));

/** The instructor's travel time per franchise (the franchise default when none is set). */
export const findTravelTimeRows = (db: Database, instructorId: string) =>
  db
    .select({ lineItemKey: propositionAllocations.id, time: franchiseSettings.travelMinutes })
    .from(propositionAllocations)
    .leftJoin(franchiseSettings, eq(franchiseSettings.propositionAllocationId, propositionAllocations.id))
    .where(eq(propositionAllocations.instructorId, instructorId))
    .orderBy(asc(propositionAllocations.fromDate), asc(propositionAllocations.id));

/** Takes hours from a balance only when it covers them (one statement, so racing bookings cannot overdraw). */
export const consumeHours = async (db: Database, learnerId: string, category: ProductCategory, hours: number) => {
  const rows = await db
    .update(lessonBalances)
    .set({ hours: sql`${lessonBalances.hours} - ${hours}` })
    .where(
      and(
        eq(lessonBalances.learnerId, learnerId),
        eq(lessonBalances.category, category),
        gte(lessonBalances.hours, hours),
      ),
    )
    .returning({ id: lessonBalances.id });
  return rows.length > 0;
};

/** Puts hours back on a balance (a refund). */
export const restoreHours = (db: Database, learnerId: string, category: ProductCategory, hours: number) =>
  db
    .insert(lessonBalances)
    .values({ learnerId, category, hours })
    .onConflictDoUpdate({
      target: [lessonBalances.learnerId, lessonBalances.category],
      set: { hours: sql`${lessonBalances.hours} + ${hours}` },
    });
