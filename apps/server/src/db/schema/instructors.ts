import {
  brandCodes,
  instructorStatuses,
  priceFrequencies,
  propositionTypes,
  transmissions,
} from '@portal/domain/access';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './enum-check.ts';
import { people } from './people.ts';

export const instructors = pgTable(
  'instructors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    adiNumber: text('adi_number').notNull(),
    status: text('status', { enum: instructorStatuses }).notNull().default('Active'),
    franFreeDaysBalance: integer('fran_free_days_balance').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('instructors_adi_number_key').on(t.adiNumber),
    uniqueIndex('instructors_person_id_key').on(t.personId),
    check('instructors_status_check', isOneOf(t.status, instructorStatuses)),
  ],
);

/** A line of business the school sells as a franchise. */
export const propositions = pgTable(
  'propositions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type', { enum: propositionTypes }).notNull(),
    brand: text('brand', { enum: brandCodes }).notNull(),
    transmission: text('transmission', { enum: transmissions }).notNull().default('Manual'),
    /** Money is integer pence. */
    priceIncludingVatPence: integer('price_including_vat_pence').notNull(),
    priceExcludingVatPence: integer('price_excluding_vat_pence').notNull(),
    priceFrequency: text('price_frequency', { enum: priceFrequencies }).notNull().default('Weekly'),
  },
  (t) => [
    check('propositions_type_check', isOneOf(t.type, propositionTypes)),
    check('propositions_brand_check', isOneOf(t.brand, brandCodes)),
    check('propositions_transmission_check', isOneOf(t.transmission, transmissions)),
    check('propositions_frequency_check', isOneOf(t.priceFrequency, priceFrequencies)),
  ],
);

/** An instructor's franchise: their allocation to a proposition for a period. */
export const propositionAllocations = pgTable(
  'proposition_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    propositionId: uuid('proposition_id')
      .notNull()
      .references(() => propositions.id),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date'),
  },
  (t) => [index('proposition_allocations_instructor_idx').on(t.instructorId)],
);
