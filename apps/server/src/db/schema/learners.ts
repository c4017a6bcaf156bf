import {
  allocationStatuses,
  customerTypes,
  drivingTestStatuses,
  drivingTestTypes,
  learnerSources,
  lessonTypes,
  productCategories,
  reminderKinds,
  reminderStatuses,
} from '@portal/domain/learners';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isNullOrOneOf, isOneOf } from './enum-check.ts';
import { instructors, propositionAllocations } from './instructors.ts';
import { people } from './people.ts';

/** A learner: a person taught by instructors. The person's own address is the billing/home address. */
export const learners = pgTable(
  'learners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    customerType: text('customer_type', { enum: customerTypes }).notNull().default('Learner'),
    /** Instructor = self-sourced ("Self sourced" tag); Business = sold by the business; null = unknown. */
    sourcedBy: text('sourced_by', { enum: learnerSources }),
    pickupLine1: text('pickup_line1'),
    pickupLine2: text('pickup_line2'),
    pickupTown: text('pickup_town'),
    pickupCounty: text('pickup_county'),
    pickupPostcode: text('pickup_postcode'),
    /** Texts the day before each lesson (issue 27); off until the learner (or the instructor, asked) turns it on. */
    reminderOptIn: boolean('reminder_opt_in').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('learners_person_id_key').on(t.personId),
    check('learners_customer_type_check', isOneOf(t.customerType, customerTypes)),
    check('learners_sourced_by_check', isNullOrOneOf(t.sourcedBy, learnerSources)),
  ],
);

/** A learner's allocation to one of an instructor's franchises (proposition allocations). */
export const learnerAllocations = pgTable(
  'learner_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => learners.id),
    propositionAllocationId: uuid('proposition_allocation_id')
      .notNull()
      .references(() => propositionAllocations.id),
    status: text('status', { enum: allocationStatuses }).notNull().default('Pending'),
    /** Pence per hour, excluding VAT. */
    purchaseRatePence: integer('purchase_rate_pence').notNull(),
    /** 0.2 = 20%. */
    purchaseVatRate: numeric('purchase_vat_rate', { precision: 5, scale: 4, mode: 'number' }).notNull().default(0.2),
    lessonType: text('lesson_type', { enum: lessonTypes }).notNull().default('Standard'),
    productCategory: text('product_category', { enum: productCategories }).notNull().default('PreTest'),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    /** Why the instructor turned the learner down (spec 3 §4 reject). */
    rejectionReason: text('rejection_reason'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('learner_allocations_learner_franchise_key').on(t.learnerId, t.propositionAllocationId),
    index('learner_allocations_franchise_idx').on(t.propositionAllocationId),
    check('learner_allocations_status_check', isOneOf(t.status, allocationStatuses)),
    check('learner_allocations_rate_check', sql`${t.purchaseRatePence} >= 0`),
    check('learner_allocations_vat_check', sql`${t.purchaseVatRate} >= 0 and ${t.purchaseVatRate} < 1`),
    check('learner_allocations_lesson_type_check', isOneOf(t.lessonType, lessonTypes)),
    check('learner_allocations_category_check', isOneOf(t.productCategory, productCategories)),
  ],
);

/** Pre-paid hours a learner holds per product category. */
export const lessonBalances = pgTable(
  'lesson_balances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => learners.id),
    category: text('category', { enum: productCategories }).notNull(),
    hours: numeric('hours', { precision: 7, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('lesson_balances_learner_category_key').on(t.learnerId, t.category),
    check('lesson_balances_category_check', isOneOf(t.category, productCategories)),
    check('lesson_balances_hours_check', sql`${t.hours} >= 0`),
  ],
);

/** A learner's driving tests (theory, practical, DIT stages) and their outcome. */
export const drivingTests = pgTable(
  'driving_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => learners.id),
    date: date('date').notNull(),
    type: text('type', { enum: drivingTestTypes }).notNull(),
    status: text('status', { enum: drivingTestStatuses }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('driving_tests_learner_idx').on(t.learnerId, t.date),
    check('driving_tests_type_check', isOneOf(t.type, drivingTestTypes)),
    check('driving_tests_status_check', isOneOf(t.status, drivingTestStatuses)),
  ],
);

/** A learner's score on one skill of the DVSA driver's record, and who set it when. */
export const learnerSkillScores = pgTable(
  'learner_skill_scores',
  {
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => learners.id),
    skillId: text('skill_id').notNull(),
    score: integer('score').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => instructors.id),
  },
  (t) => [
    primaryKey({ columns: [t.learnerId, t.skillId] }),
    check('learner_skill_scores_score_check', sql`${t.score} between 0 and 5`),
  ],
);

/**
 * The secret link to a learner's own page with one instructor (issue 27): only the SHA-256 of its token is kept.
 * Revoking sets revoked_at; at most one live link per learner and instructor.
 */
export const learnerPageLinks = pgTable(
  'learner_page_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => learners.id),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    tokenHash: text('token_hash').notNull(),
    /** The token sealed under SECRET_KEY (lib/crypto/seal), so a reminder can carry the link; looked up by hash only. */
    tokenSealed: text('token_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('learner_page_links_token_key').on(t.tokenHash),
    uniqueIndex('learner_page_links_live_key').on(t.learnerId, t.instructorId).where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * Reminder texts sent for lessons (issue 27). The key (calendar item, lesson start, kind) is the database's
 * guarantee of one text per lesson time and kind, however many instances run the job; a moved lesson has a new
 * start and so gets its own. `reference` is what the SMS provider echoes in its delivery report.
 */
export const lessonReminders = pgTable(
  'lesson_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The calendar's item (no foreign key: the calendar's schema already refers to this file). */
    calendarItemId: uuid('calendar_item_id').notNull(),
    lessonStartAt: timestamp('lesson_start_at', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: reminderKinds }).notNull(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => learners.id),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    toNumber: text('to_number').notNull(),
    status: text('status', { enum: reminderStatuses }).notNull().default('Sent'),
    reference: text('reference').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lesson_reminders_lesson_kind_key').on(t.calendarItemId, t.lessonStartAt, t.kind),
    uniqueIndex('lesson_reminders_reference_key').on(t.reference),
    index('lesson_reminders_learner_idx').on(t.learnerId),
    check('lesson_reminders_kind_check', isOneOf(t.kind, reminderKinds)),
    check('lesson_reminders_status_check', isOneOf(t.status, reminderStatuses)),
  ],
);
