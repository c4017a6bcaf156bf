import { brandCodes, transmissions } from '@portal/domain/access';
import { attemptOutcomes, dayParts, queueLessonTypes, queueStates } from '@portal/domain/allocation';
import { personTitles } from '@portal/domain/people';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './enum-check.ts';
import { instructors, propositionAllocations } from './instructors.ts';
import { learners } from './learners.ts';
import { staff } from './staff.ts';

/**
 * The allocation queue (issue 24 §4): learners from the school's booking line waiting for an instructor. A
 * learner record is made when first allocated (learnerId), and reused if they come back to the queue.
 */
export const allocationQueue = pgTable(
  'allocation_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand', { enum: brandCodes }).notNull(),
    title: text('title', { enum: personTitles }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    emailAddress: text('email_address').notNull(),
    mobileNumber: text('mobile_number'),
    line1: text('line1').notNull(),
    line2: text('line2'),
    town: text('town').notNull(),
    county: text('county'),
    /** The pickup postcode, normalised ('LS6 2AB'); its sector decides who covers it. */
    postcode: text('postcode').notNull(),
    lessonType: text('lesson_type', { enum: queueLessonTypes }).notNull(),
    transmission: text('transmission', { enum: transmissions }).notNull(),
    /** 0 = Monday ... 6 = Sunday. */
    preferredDays: integer('preferred_days').array().notNull(),
    preferredParts: text('preferred_parts', { enum: dayParts }).array().notNull(),
    /** Pence per hour the booking line sold the lessons at. */
    ratePence: integer('rate_pence').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: queueStates }).notNull().default('Waiting'),
    learnerId: uuid('learner_id').references(() => learners.id),
  },
  (t) => [
    index('allocation_queue_state_idx').on(t.state, t.joinedAt),
    uniqueIndex('allocation_queue_learner_key').on(t.learnerId),
    check('allocation_queue_brand_check', isOneOf(t.brand, brandCodes)),
    check('allocation_queue_lesson_type_check', isOneOf(t.lessonType, queueLessonTypes)),
    check('allocation_queue_transmission_check', isOneOf(t.transmission, transmissions)),
    check('allocation_queue_state_check', isOneOf(t.state, queueStates)),
    check('allocation_queue_days_check', sql`${t.preferredDays} <@ array[0,1,2,3,4,5,6]`),
    check(
      'allocation_queue_parts_check',
      sql`${t.preferredParts} <@ array${sql.raw(`[${dayParts.map((p) => `'${p}'`).join(',')}]`)}::text[]`,
    ),
    check('allocation_queue_rate_check', sql`${t.ratePence} >= 0`),
  ],
);

/** Who a queued learner was offered to, when, and how it ended: the history the office reads. */
export const allocationAttempts = pgTable(
  'allocation_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => allocationQueue.id),
    franchiseId: uuid('franchise_id')
      .notNull()
      .references(() => propositionAllocations.id),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    staffId: uuid('staff_id').references(() => staff.id),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: attemptOutcomes }).notNull().default('Pending'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [
    // The database's guarantee: a queued learner has at most one open offer at a time.
    uniqueIndex('allocation_attempts_one_open_key').on(t.entryId).where(sql`${t.outcome} = 'Pending'`),
    index('allocation_attempts_entry_idx').on(t.entryId, t.offeredAt),
    check('allocation_attempts_outcome_check', isOneOf(t.outcome, attemptOutcomes)),
  ],
);
