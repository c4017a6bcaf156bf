import { ditLessonTypes, itemKinds, itemStatuses, repeatFrequencies } from '@portal/domain/calendar';
import { productCategories } from '@portal/domain/learners';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { isNullOrOneOf, isOneOf } from './enum-check.ts';
import { instructors, propositionAllocations } from './instructors.ts';
import { learners } from './learners.ts';

/** A repeating unavailable slot: its occurrences are materialised as calendar items with its id. */
export const timeOffSeries = pgTable(
  'time_off_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    frequency: text('frequency', { enum: repeatFrequencies }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** Wall-clock times in Europe/London, kept across clock changes. */
    startLocal: time('start_local').notNull(),
    endLocal: time('end_local').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('time_off_series_frequency_check', isOneOf(t.frequency, repeatFrequencies)),
    check('time_off_series_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * Lessons and time off in one table, so one exclusion constraint (hand-written in the migration) refuses
 * any overlap of [busy_from, end_at) among an instructor's Active and Pending items.
 */
export const calendarItems = pgTable(
  'calendar_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    kind: text('kind', { enum: itemKinds }).notNull(),
    learnerId: uuid('learner_id').references(() => learners.id),
    /** The franchise a lesson is taught under (working hours, travel, product category). */
    propositionAllocationId: uuid('proposition_allocation_id').references(() => propositionAllocations.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    travelMinutes: integer('travel_minutes').notNull().default(0),
    /** start_at - travel: always set by the calendar_items_busy_from trigger ('-infinity' blocks if it were not). */
    busyFrom: timestamp('busy_from', { withTimezone: true }).notNull().default(sql`'-infinity'::timestamptz`),
    status: text('status', { enum: itemStatuses }).notNull().default('Active'),
    test: boolean('test').notNull().default(false),
    notes: text('notes'),
    paid: boolean('paid').notNull().default(false),
    /** Hours taken from the learner's balance for this lesson, and their category: a refund puts them back. */
    paidHours: numeric('paid_hours', { precision: 7, scale: 2, mode: 'number' }).notNull().default(0),
    productCategory: text('product_category', { enum: productCategories }),
    newLearner: boolean('new_learner').notNull().default(false),
    ditLessonType: text('dit_lesson_type', { enum: ditLessonTypes }),
    pendingExpiresAt: timestamp('pending_expires_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    refunded: boolean('refunded').notNull().default(false),
    seriesId: uuid('series_id').references(() => timeOffSeries.id),
    allDay: boolean('all_day').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Rises by one on every change (the calendar_items_sequence trigger): the calendar feed's SEQUENCE. */
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [
    index('calendar_items_instructor_start_idx').on(t.instructorId, t.startAt),
    index('calendar_items_learner_idx').on(t.learnerId, t.startAt),
    index('calendar_items_series_idx').on(t.seriesId),
    // The reminder run's day of lessons across every instructor (issue 27).
    index('calendar_items_active_lesson_start_idx')
      .on(t.startAt)
      .where(sql`${t.kind} = 'lesson' and ${t.status} = 'Active'`),
    // A learner's last active lesson with an instructor, read by an index alone: franchise fullness (the directory's
    // periodic refresh and its triggers) asks it for every learner of a franchise. Without it the network-size
    // refresh took 48 s (a bitmap of the learner's and the instructor's items for each of 210,000 learners); 2.4 s.
    index('calendar_items_learner_active_idx')
      .on(t.learnerId, t.instructorId, t.startAt)
      .where(sql`${t.status} = 'Active'`),
    index('calendar_items_pending_idx').on(t.pendingExpiresAt).where(sql`${t.status} = 'Pending'`),
    // Housekeeping's sweep of lapsed holds (Pending or already Deleted, by expiry): without it the sweep read all
    // 5 million items of the network-size bench (5.5 s a run); holds are a few rows of them.
    index('calendar_items_holds_idx').on(t.pendingExpiresAt).where(sql`${t.pendingExpiresAt} is not null`),
    check('calendar_items_kind_check', isOneOf(t.kind, itemKinds)),
    check('calendar_items_status_check', isOneOf(t.status, itemStatuses)),
    check('calendar_items_lesson_learner_check', sql`(${t.kind} = 'lesson') = (${t.learnerId} is not null)`),
    check('calendar_items_time_check', sql`${t.endAt} > ${t.startAt}`),
    check('calendar_items_travel_check', sql`${t.travelMinutes} between 0 and 180`),
    check('calendar_items_notes_check', sql`${t.notes} is null or char_length(${t.notes}) <= 280`),
    check('calendar_items_paid_hours_check', sql`${t.paidHours} >= 0`),
    check('calendar_items_dit_check', isNullOrOneOf(t.ditLessonType, ditLessonTypes)),
    check('calendar_items_category_check', isNullOrOneOf(t.productCategory, productCategories)),
    check('calendar_items_pending_check', sql`${t.status} <> 'Pending' or ${t.pendingExpiresAt} is not null`),
  ],
);
