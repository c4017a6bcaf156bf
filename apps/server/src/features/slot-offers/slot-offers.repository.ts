import type { LessonType } from '@portal/domain/learners';
import type { SlotOfferOutcome } from '@portal/domain/slot-offers';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { instructors, propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import { people } from '../../db/schema/people.ts';
import { slotOfferRecipients, slotOffers } from '../../db/schema/slot-offers.ts';
import { db } from '../../db/unit-of-work.ts';
import { learnerNames, livePageLinkHolder } from '../learners/public.repository.ts';

/** Issue 27 §3: the offers of a freed slot and their recipients. Every query is scoped to the instructor. */

export type OfferRow = typeof slotOffers.$inferSelect;
export type RecipientRow = {
  id: string;
  offerId: string;
  learnerId: string;
  firstName: string;
  lastName: string;
  sentAt: Date;
  openedAt: Date | null;
  outcome: SlotOfferOutcome | null;
};

export const insertOffer = async (row: typeof slotOffers.$inferInsert) => {
  const [inserted] = await db.insert(slotOffers).values(row).returning();
  return inserted!;
};

export const insertRecipients = (rows: Array<typeof slotOfferRecipients.$inferInsert>) =>
  db.insert(slotOfferRecipients).values(rows);

const names = learnerNames();

/** The recipients of the instructor's offers, with their learners' names, in the order they were chosen. */
export const findRecipients = async (instructorId: string, offerIds: readonly string[]): Promise<RecipientRow[]> => {
  if (offerIds.length === 0) return [];
  return db
    .select({
      id: slotOfferRecipients.id,
      offerId: slotOfferRecipients.offerId,
      learnerId: slotOfferRecipients.learnerId,
      firstName: names.firstName,
      lastName: names.lastName,
      sentAt: slotOfferRecipients.sentAt,
      openedAt: slotOfferRecipients.openedAt,
      outcome: slotOfferRecipients.outcome,
    })
    .from(slotOfferRecipients)
    .innerJoin(slotOffers, eq(slotOffers.id, slotOfferRecipients.offerId))
    .innerJoin(names, eq(names.id, slotOfferRecipients.learnerId))
    .where(and(eq(slotOffers.instructorId, instructorId), inArray(slotOfferRecipients.offerId, [...offerIds])))
    .orderBy(asc(names.firstName), asc(names.lastName), asc(slotOfferRecipients.id));
};

export const findOffer = async (instructorId: string, id: string) => {
  const [row] = await db
    .select()
    .from(slotOffers)
    .where(and(eq(slotOffers.instructorId, instructorId), eq(slotOffers.id, id)));
  return row ?? null;
};

/** The instructor's offers of slots starting in [from, to), soonest first. */
export const findOffers = (instructorId: string, from: Date, to: Date) =>
  db
    .select()
    .from(slotOffers)
    .where(and(eq(slotOffers.instructorId, instructorId), gte(slotOffers.startAt, from), lt(slotOffers.startAt, to)))
    .orderBy(asc(slotOffers.startAt), asc(slotOffers.createdAt));

/** Closes an offer nobody has taken; false when it was taken or withdrawn already. */
export const updateWithdrawn = async (instructorId: string, id: string, now: Date) => {
  const rows = await db
    .update(slotOffers)
    .set({ withdrawnAt: now })
    .where(
      and(
        eq(slotOffers.instructorId, instructorId),
        eq(slotOffers.id, id),
        isNull(slotOffers.winnerRecipientId),
        isNull(slotOffers.withdrawnAt),
      ),
    )
    .returning({ id: slotOffers.id });
  return rows.length > 0;
};

/**
 * The database's one winner: the recipient becomes the winner only while there is none and the offer stands (not
 * withdrawn, not past its time). Concurrent claims queue on the row; after the first commits the rest find a
 * winner and change nothing.
 */
export const claimOffer = async (offerId: string, recipientId: string, now: Date) => {
  const rows = await db
    .update(slotOffers)
    .set({ winnerRecipientId: recipientId, takenAt: now })
    .where(
      and(
        eq(slotOffers.id, offerId),
        isNull(slotOffers.winnerRecipientId),
        isNull(slotOffers.withdrawnAt),
        sql`${slotOffers.standsUntil} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: slotOffers.id });
  return rows.length > 0;
};

export const updateOfferLesson = (offerId: string, lessonId: string) =>
  db.update(slotOffers).set({ lessonId }).where(eq(slotOffers.id, offerId));

export const updateOutcome = (recipientId: string, outcome: SlotOfferOutcome, now: Date) =>
  db
    .update(slotOfferRecipients)
    .set({ outcome, outcomeAt: now })
    .where(and(eq(slotOfferRecipients.id, recipientId), isNull(slotOfferRecipients.outcome)));

/** What the learner's offer page shows and accepting needs. */
export type OfferPageRow = {
  linkId: string;
  learnerId: string;
  instructorId: string;
  firstName: string;
  recipientId: string;
  outcome: SlotOfferOutcome | null;
  offerId: string;
  startAt: string;
  endAt: string;
  lessonType: LessonType;
  standsUntil: string;
  withdrawnAt: string | null;
  takenAt: string | null;
  winnerRecipientId: string | null;
  textInstructor: boolean;
  travelMinutes: number | null;
  instructor: { firstName: string; lastName: string; mobile: string | null };
  brand: 'AADS' | 'BSM';
};

/**
 * One statement: the offer behind a live page link (its learner one of the recipients, its instructor the link's),
 * recording when the learner first opened it; null for a wrong, revoked or foreign link or offer.
 */
export const findOfferPage = async (tokenHash: string, offerId: string, now: Date): Promise<OfferPageRow | null> => {
  const holder = livePageLinkHolder(sql`${tokenHash}`);
  const result = await db.execute(sql`with holder as ${holder},
    opened as (
      update ${slotOfferRecipients} r set opened_at = coalesce(r.opened_at, ${now.toISOString()}::timestamptz)
      from holder, ${slotOffers} o
      where r.offer_id = ${offerId}::uuid and r.learner_id = holder.learner_id
        and o.id = r.offer_id and o.instructor_id = holder.instructor_id
      returning r.id, r.outcome, r.offer_id)
    select json_build_object(
      'linkId', holder.link_id, 'learnerId', holder.learner_id, 'instructorId', holder.instructor_id,
      'firstName', holder.first_name, 'recipientId', opened.id, 'outcome', opened.outcome,
      'offerId', o.id, 'startAt', o.start_at, 'endAt', o.end_at, 'lessonType', o.lesson_type,
      'standsUntil', o.stands_until, 'withdrawnAt', o.withdrawn_at, 'takenAt', o.taken_at,
      'winnerRecipientId', o.winner_recipient_id, 'textInstructor', o.text_instructor, 'travelMinutes', o.travel_minutes,
      'instructor', json_build_object('firstName', ip.first_name, 'lastName', ip.last_name, 'mobile', ip.mobile_number),
      'brand', (select case when bool_and(${propositions.brand} = 'BSM') then 'BSM' else 'AADS' end
        from ${propositionAllocations} join ${propositions} on ${propositions.id} = ${propositionAllocations.propositionId}
        where ${propositionAllocations.instructorId} = o.instructor_id)) as page
    from opened join holder on true join ${slotOffers} o on o.id = opened.offer_id
    join ${instructors} i on i.id = o.instructor_id join ${people} ip on ip.id = i.person_id`);
  const rows = (result as unknown as { rows: Array<{ page: OfferPageRow }> }).rows;
  return rows[0]?.page ?? null;
};
