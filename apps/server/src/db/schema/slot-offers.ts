import { lessonTypes } from '@portal/domain/learners';
import { slotOfferOutcomes } from '@portal/domain/slot-offers';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { calendarItems } from './calendar.ts';
import { isNullOrOneOf, isOneOf } from './enum-check.ts';
import { instructors } from './instructors.ts';
import { learners } from './learners.ts';

/**
 * A freed slot the instructor offers to waiting learners (issue 27 §3). The first to accept wins: accepting sets
 * `winner_recipient_id` only where it is still null (and the offer open), so the database lets one through; the
 * lesson it books is `lesson_id`, under the calendar's own overlap constraint.
 */
export const slotOffers = pgTable(
  'slot_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    lessonType: text('lesson_type', { enum: lessonTypes }).notNull(),
    standsUntil: timestamp('stands_until', { withTimezone: true }).notNull(),
    /** Text the instructor when someone takes it. */
    textInstructor: boolean('text_instructor').notNull().default(false),
    /** Travel before the lesson: the cancelled lesson's (null: the franchise's saved travel time, as booking does). */
    travelMinutes: integer('travel_minutes'),
    /** The cancelled lesson whose time this is (null: offered from free time). */
    fromLessonId: uuid('from_lesson_id').references(() => calendarItems.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    winnerRecipientId: uuid('winner_recipient_id'),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    lessonId: uuid('lesson_id').references(() => calendarItems.id),
  },
  (t) => [
    index('slot_offers_instructor_start_idx').on(t.instructorId, t.startAt),
    check('slot_offers_slot_check', sql`${t.endAt} > ${t.startAt}`),
    check('slot_offers_lesson_type_check', isOneOf(t.lessonType, lessonTypes)),
    check(
      'slot_offers_winner_check',
      sql`(${t.winnerRecipientId} is null) = (${t.takenAt} is null) and (${t.winnerRecipientId} is null or ${t.withdrawnAt} is null)`,
    ),
  ],
);

/** Each learner an offer was texted to: when it was sent and opened, and what they did. */
export const slotOfferRecipients = pgTable(
  'slot_offer_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => slotOffers.id),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => learners.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    outcome: text('outcome', { enum: slotOfferOutcomes }),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('slot_offer_recipients_offer_learner_key').on(t.offerId, t.learnerId),
    index('slot_offer_recipients_learner_idx').on(t.learnerId),
    check('slot_offer_recipients_outcome_check', isNullOrOneOf(t.outcome, slotOfferOutcomes)),
  ],
);
