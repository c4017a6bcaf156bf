import {
  allocationStatuses,
  customerTypes,
  drivingTestStatuses,
  drivingTestTypes,
  learnerSources,
  lessonTypes,
  productCategories,
} from '@portal/domain/learners';
import { sql } from 'drizzle-orm';
import {
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
