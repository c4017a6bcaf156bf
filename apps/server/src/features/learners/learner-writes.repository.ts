import type { AllocationStatus, LearnerSource, LessonType, ProductCategory } from '@portal/domain/learners';
import type { PersonTitle } from '@portal/domain/people';
import { and, count, eq, inArray, isNull, ne, or, type Placeholder, sql } from 'drizzle-orm';
import { propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import { learnerAllocations, learners } from '../../db/schema/learners.ts';
import { people } from '../../db/schema/people.ts';
import { db, inTransaction, preparedQuery, read } from '../../db/unit-of-work.ts';
import { knownTo } from './learners.repository.ts';

/** The instructor's franchises: a learner's allocation is to one of them. */
const ownFranchise = (instructorId: string | Placeholder) =>
  sql`${learnerAllocations.propositionAllocationId} in (select id from ${propositionAllocations} where instructor_id = ${instructorId})`;

/** Spec 3 §4 pending: an allocation Pending, sold by the business or by nobody. */
const pendingApproval = () =>
  and(
    eq(learnerAllocations.status, 'Pending'),
    sql`exists (select 1 from ${learners} l where l.id = ${learnerAllocations.learnerId} and (l.sourced_by is null or l.sourced_by <> 'Instructor'))`,
  );

/** Rejects the learner's pending allocations with the instructor; says whether there was one. */
export const rejectPendingAllocations = async (instructorId: string, learnerId: string, reason: string, now: Date) => {
  const rows = await db
    .update(learnerAllocations)
    .set({ status: 'Rejected', rejectionReason: reason, rejectedAt: now })
    .where(and(eq(learnerAllocations.learnerId, learnerId), ownFranchise(instructorId), pendingApproval()))
    .returning({ id: learnerAllocations.id });
  return rows.length > 0;
};

/** Accepts the learner's pending allocations with the instructor (the office reads Approved); says whether there was one. */
export const approvePendingAllocations = async (instructorId: string, learnerId: string) => {
  const rows = await db
    .update(learnerAllocations)
    .set({ status: 'Approved' })
    .where(and(eq(learnerAllocations.learnerId, learnerId), ownFranchise(instructorId), pendingApproval()))
    .returning({ id: learnerAllocations.id });
  return rows.length > 0;
};

/** How many learners wait for the instructor's approval (home's reminder): built once; run with `{ instructorId }`. */
const pendingLearnersCountQuery = preparedQuery(() =>
  db
    .select({ n: count(sql`distinct ${learnerAllocations.learnerId}`) })
    .from(learnerAllocations)
    .where(and(ownFranchise(sql.placeholder('instructorId')), pendingApproval())),
);

/** Learners waiting for the instructor's approval (a read that joins the request's batch). */
export const countPendingLearners = async (instructorId: string): Promise<number> =>
  (await read(pendingLearnersCountQuery(), { instructorId }))[0]?.n ?? 0;

/** Is the email any learner's (the yes/no the new-learner form needs, nothing more). */
export const isLearnerEmailInUse = async (email: string) => {
  const [row] = await db
    .select({ id: learners.id })
    .from(learners)
    .innerJoin(people, eq(people.id, learners.personId))
    .where(sql`lower(${people.emailAddress}) = ${email.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
};

/** The instructor's current franchises and their kind. */
export const findOwnFranchises = (instructorId: string, today: string) =>
  db
    .select({ id: propositionAllocations.id, type: propositions.type, name: propositions.name })
    .from(propositionAllocations)
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .where(
      and(
        eq(propositionAllocations.instructorId, instructorId),
        or(isNull(propositionAllocations.toDate), sql`${propositionAllocations.toDate} >= ${today}`),
      ),
    )
    .orderBy(propositionAllocations.fromDate, propositionAllocations.id);

export type NewLearnerRecord = {
  person: {
    title: PersonTitle;
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    emailAddress: string;
    mobileNumber: string | null;
  };
  address: { line1: string; line2: string | null; town: string; county: string | null; postcode: string };
  franchiseId: string;
  lessonType: LessonType;
  productCategory: ProductCategory;
  ratePence: number;
  fromDate: string;
  sourcedBy: LearnerSource | null;
  status: Extract<AllocationStatus, 'Approved' | 'Pending'>;
  /** Fixed ids (the seed's); otherwise new ones. */
  ids?: { person: string; learner: string; allocation: string };
};

/** A learner with their person, address (also the pickup address) and allocation, in one transaction. */
export const insertLearner = (record: NewLearnerRecord) =>
  inTransaction(async () => {
    const { address: a } = record;
    const [person] = await db
      .insert(people)
      .values({
        id: record.ids?.person,
        ...record.person,
        addressLine1: a.line1,
        addressLine2: a.line2,
        town: a.town,
        county: a.county,
        postcode: a.postcode,
      })
      .returning({ id: people.id });
    const [learner] = await db
      .insert(learners)
      .values({
        id: record.ids?.learner,
        personId: person!.id,
        sourcedBy: record.sourcedBy,
        pickupLine1: a.line1,
        pickupLine2: a.line2,
        pickupTown: a.town,
        pickupCounty: a.county,
        pickupPostcode: a.postcode,
      })
      .returning({ id: learners.id });
    await db.insert(learnerAllocations).values({
      id: record.ids?.allocation,
      learnerId: learner!.id,
      propositionAllocationId: record.franchiseId,
      status: record.status,
      purchaseRatePence: record.ratePence,
      lessonType: record.lessonType,
      productCategory: record.productCategory,
      fromDate: record.fromDate,
    });
    return learner!.id;
  });

export type LearnerDetailsRecord = {
  title: PersonTitle;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  emailAddress: string;
  dateOfBirth: string;
  line1: string;
  line2: string | null;
  town: string;
  postcode: string;
};

/** Updates the learner's person and pickup address (spec 3 §7: pickupAddressUpdate true). */
export const updateLearnerDetails = (instructorId: string, learnerId: string, r: LearnerDetailsRecord) =>
  inTransaction(async () => {
    const [learner] = await db
      .update(learners)
      .set({ pickupLine1: r.line1, pickupLine2: r.line2, pickupTown: r.town, pickupPostcode: r.postcode })
      .where(and(eq(learners.id, learnerId), knownTo(instructorId)))
      .returning({ personId: learners.personId });
    if (!learner) return false;
    await db
      .update(people)
      .set({
        title: r.title,
        firstName: r.firstName,
        lastName: r.lastName,
        mobileNumber: r.mobileNumber,
        emailAddress: r.emailAddress,
        dateOfBirth: r.dateOfBirth,
        addressLine1: r.line1,
        addressLine2: r.line2,
        town: r.town,
        postcode: r.postcode,
      })
      .where(eq(people.id, learner.personId));
    return true;
  });

/** One of the instructor's allocations, with what decides whether its rate may change. */
export const findOwnAllocation = async (instructorId: string, allocationId: string) => {
  const [row] = await db
    .select({
      id: learnerAllocations.id,
      learnerId: learnerAllocations.learnerId,
      status: learnerAllocations.status,
      lessonType: learnerAllocations.lessonType,
      productCategory: learnerAllocations.productCategory,
      customerType: learners.customerType,
      franchiseId: learnerAllocations.propositionAllocationId,
    })
    .from(learnerAllocations)
    .innerJoin(learners, eq(learners.id, learnerAllocations.learnerId))
    .where(and(eq(learnerAllocations.id, allocationId), ownFranchise(instructorId)));
  return row ?? null;
};

export const updateAllocationRate = (instructorId: string, allocationId: string, pence: number) =>
  db
    .update(learnerAllocations)
    .set({ purchaseRatePence: pence })
    .where(
      and(
        eq(learnerAllocations.id, allocationId),
        ownFranchise(instructorId),
        ne(learnerAllocations.status, 'Rejected'),
      ),
    );

/** The learners among `ids` whose allocation with the instructor is pending approval. */
export const findPendingLearnerIds = async (instructorId: string, ids: readonly string[]) =>
  (
    await db
      .selectDistinct({ learnerId: learnerAllocations.learnerId })
      .from(learnerAllocations)
      .where(and(inArray(learnerAllocations.learnerId, [...ids]), ownFranchise(instructorId), pendingApproval()))
  ).map((row) => row.learnerId);

/** Another Pending allocation of a learner already on the books (the office offers them to a new franchise). */
export const insertPendingAllocation = async (a: {
  learnerId: string;
  franchiseId: string;
  lessonType: LessonType;
  productCategory: ProductCategory;
  ratePence: number;
  fromDate: string;
}) => {
  await db.insert(learnerAllocations).values({
    learnerId: a.learnerId,
    propositionAllocationId: a.franchiseId,
    status: 'Pending',
    purchaseRatePence: a.ratePence,
    lessonType: a.lessonType,
    productCategory: a.productCategory,
    fromDate: a.fromDate,
  });
};
