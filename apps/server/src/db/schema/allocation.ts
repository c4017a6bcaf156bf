import { brandCodes, transmissions } from '@portal/domain/access';
import { attemptOutcomes, dayParts, queueLessonTypes, queueStates } from '@portal/domain/allocation';
import { personTitles } from '@portal/domain/people';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/**
 * Each franchise as the allocation suggestions read it (issue 24 §4 at the size of the network): one narrow row
 * with everything that decides whether the franchise could take a queued learner and how it ranks, so a candidate
 * costs one row, reached through the GIN index of the districts it covers, instead of a probe of each table the
 * figures come from. Kept by the database, never by the application: `refresh_allocation_franchises(ids)`
 * (migration 0033) recomputes the franchises a statement touched, from statement triggers on
 * proposition_allocations, instructors (status), franchise_settings, learner_allocations,
 * franchise_working_hours, area_coverages, coverage_districts and coverage_sector_opt_outs; it locks the rows
 * before it counts, so two transactions writing one franchise at once leave it right.
 */
export const allocationFranchises = pgTable(
  'allocation_franchises',
  {
    propositionAllocationId: uuid('proposition_allocation_id')
      .primaryKey()
      .references(() => propositionAllocations.id, { onDelete: 'cascade' }),
    instructorId: uuid('instructor_id').notNull(),
    propositionId: uuid('proposition_id').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date'),
    /** The instructor's status (only an Active instructor's franchises are suggested). */
    instructorStatus: text('instructor_status').notNull(),
    /** The franchise's settings: null maximum = the default capacity. */
    capacityMaximum: integer('capacity_maximum'),
    capacityLocked: boolean('capacity_locked').notNull(),
    /** Learners allocated and not rejected (Pending or Approved): the places taken. */
    taken: integer('taken').notNull(),
    /** Working hours per weekday, Monday first (7 each, minutes after midnight; null = not working that day). */
    dayStarts: integer('day_starts').array().notNull(),
    dayEnds: integer('day_ends').array().notNull(),
    /** The postcode districts its areas cover, and the sectors of those it leaves out (in every area covering them). */
    districts: uuid('districts').array().notNull(),
    excludedSectors: uuid('excluded_sectors').array().notNull(),
  },
  // Who covers a district: a range of this index (a few hundred of the network's franchises).
  (t) => [index('allocation_franchises_districts_idx').using('gin', t.districts).with({ fastupdate: false })],
);
