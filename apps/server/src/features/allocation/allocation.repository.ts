import type { BrandCode } from '@portal/domain/access';
import type { AttemptOutcome, QueueState } from '@portal/domain/allocation';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { allocationAttempts, allocationQueue } from '../../db/schema/allocation.ts';
import { instructors } from '../../db/schema/instructors.ts';
import { people } from '../../db/schema/people.ts';
import { db, preparedQuery, read } from '../../db/unit-of-work.ts';

/** The instructor's name as the office shows it. */
const instructorName = sql<string>`(select p.first_name || ' ' || p.last_name from ${instructors} i
  join ${people} p on p.id = i.person_id where i.id = "allocation_attempts"."instructor_id")`;

const entryColumns = {
  id: allocationQueue.id,
  brand: allocationQueue.brand,
  title: allocationQueue.title,
  firstName: allocationQueue.firstName,
  lastName: allocationQueue.lastName,
  dateOfBirth: allocationQueue.dateOfBirth,
  emailAddress: allocationQueue.emailAddress,
  mobileNumber: allocationQueue.mobileNumber,
  line1: allocationQueue.line1,
  line2: allocationQueue.line2,
  town: allocationQueue.town,
  county: allocationQueue.county,
  postcode: allocationQueue.postcode,
  lessonType: allocationQueue.lessonType,
  transmission: allocationQueue.transmission,
  preferredDays: allocationQueue.preferredDays,
  preferredParts: allocationQueue.preferredParts,
  ratePence: allocationQueue.ratePence,
  joinedAt: allocationQueue.joinedAt,
  state: allocationQueue.state,
  learnerId: allocationQueue.learnerId,
};

// Qualified by hand: drizzle leaves a one-table select's columns unqualified, ambiguous inside a subquery.
/** The latest offer's instructor and the number of offers, as columns of a queue row. */
const offerColumns = {
  offeredTo: sql<string | null>`(select p.first_name || ' ' || p.last_name from ${allocationAttempts} a
    join ${instructors} i on i.id = a.instructor_id join ${people} p on p.id = i.person_id
    where a.entry_id = "allocation_queue"."id" order by a.offered_at desc limit 1)`,
  tries: sql<number>`(select count(*)::int from ${allocationAttempts} a where a.entry_id = "allocation_queue"."id")`,
};

export type QueueRow = typeof allocationQueue.$inferSelect & { offeredTo: string | null; tries: number };

const ph = sql.placeholder;

// Prepared (planned once, read beside the other reads of the same turn: see `read`).
const queueQuery = preparedQuery(() =>
  db
    .select({ ...entryColumns, ...offerColumns })
    .from(allocationQueue)
    .where(
      and(
        sql`${allocationQueue.brand} = any(${ph('brands')}::text[])`,
        sql`${allocationQueue.state} = any(${ph('states')}::text[])`,
      ),
    )
    .orderBy(asc(allocationQueue.joinedAt), asc(allocationQueue.id))
    .limit(ph('limit')),
);

const entryQuery = preparedQuery(() =>
  db
    .select({ ...entryColumns, ...offerColumns })
    .from(allocationQueue)
    .where(and(eq(allocationQueue.id, ph('id')), sql`${allocationQueue.brand} = any(${ph('brands')}::text[])`)),
);

const attemptsQuery = preparedQuery(() =>
  db
    .select({
      id: allocationAttempts.id,
      instructorId: allocationAttempts.instructorId,
      instructorName,
      offeredAt: allocationAttempts.offeredAt,
      outcome: allocationAttempts.outcome,
      answeredAt: allocationAttempts.answeredAt,
      reason: allocationAttempts.reason,
    })
    .from(allocationAttempts)
    .where(eq(allocationAttempts.entryId, ph('entryId')))
    .orderBy(desc(allocationAttempts.offeredAt), desc(allocationAttempts.id)),
);

/** The queue of the brands given, in the states given, oldest first (one statement). */
export const findQueue = (brands: readonly BrandCode[], states: readonly QueueState[], limit: number) =>
  read(queueQuery(), { brands: [...brands], states: [...states], limit });

/** One queued learner of the brands given, or undefined. */
export const findEntry = async (id: string, brands: readonly BrandCode[]): Promise<QueueRow | undefined> => {
  const [row] = await read(entryQuery(), { id, brands: [...brands] });
  return row;
};

/** Who the learner was offered to, newest first. */
export const findAttempts = (entryId: string) => read(attemptsQuery(), { entryId });

/**
 * Takes a waiting learner off the queue for an offer: only one of two racing allocations changes the row (the
 * other waits for the row lock, then finds it no longer Waiting). Undefined when it was not waiting.
 */
export const claimWaitingEntry = async (id: string) => {
  const [row] = await db
    .update(allocationQueue)
    .set({ state: 'Offered' })
    .where(and(eq(allocationQueue.id, id), eq(allocationQueue.state, 'Waiting')))
    .returning({ id: allocationQueue.id });
  return row;
};

export const setEntryLearner = (id: string, learnerId: string) =>
  db.update(allocationQueue).set({ learnerId }).where(eq(allocationQueue.id, id));

export const insertAttempt = (a: typeof allocationAttempts.$inferInsert) =>
  db.insert(allocationAttempts).values(a).returning({ id: allocationAttempts.id });

/**
 * Closes the open offer of the learner with the instructor and moves the queue entry on (Accepted: Allocated;
 * Rejected: back to Waiting). Returns the entry and offer, or undefined when the learner was not offered by the
 * queue (a learner the office allocated some other way).
 */
export const answerOpenAttempt = async (a: {
  learnerId: string;
  instructorId: string;
  outcome: Exclude<AttemptOutcome, 'Pending'>;
  reason: string | null;
  at: Date;
}) => {
  const [attempt] = await db
    .update(allocationAttempts)
    .set({ outcome: a.outcome, reason: a.reason, answeredAt: a.at })
    .where(
      and(
        eq(allocationAttempts.outcome, 'Pending'),
        eq(allocationAttempts.instructorId, a.instructorId),
        sql`${allocationAttempts.entryId} = (select q.id from ${allocationQueue} q where q.learner_id = ${a.learnerId})`,
      ),
    )
    .returning({ id: allocationAttempts.id, entryId: allocationAttempts.entryId, staffId: allocationAttempts.staffId });
  if (!attempt) return undefined;
  const [entry] = await db
    .update(allocationQueue)
    .set({ state: a.outcome === 'Accepted' ? 'Allocated' : 'Waiting' })
    .where(eq(allocationQueue.id, attempt.entryId))
    .returning({ id: allocationQueue.id, brand: allocationQueue.brand, state: allocationQueue.state });
  return entry ? { attempt, entry } : undefined;
};

export const insertQueueEntries = (rows: Array<typeof allocationQueue.$inferInsert>) =>
  db.insert(allocationQueue).values(rows);
