import {
  brandCodes,
  instructorStatuses,
  priceFrequencies,
  propositionTypes,
  transmissions,
} from '@portal/domain/access';
import { type AnyColumn, sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './enum-check.ts';
import { people } from './people.ts';

/**
 * An instructor's name and ADI number as words, for the office inbox's search (`simple`, as messageWords):
 * `instructors_words_idx` indexes exactly this expression.
 */
export const instructorWords = (t: { sortFirstName: AnyColumn; sortLastName: AnyColumn; adiNumber: AnyColumn }) =>
  sql`to_tsvector('simple', ${t.sortFirstName} || ' ' || ${t.sortLastName} || ' ' || ${t.adiNumber})`;

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
    /**
     * The person's names, copied here by the database (triggers on people and instructors, migration 0027) so
     * the office's directory can walk instructors in name order on an index: never written by the application.
     */
    sortLastName: text('sort_last_name').notNull().default(''),
    sortFirstName: text('sort_first_name').notNull().default(''),
  },
  (t) => [
    uniqueIndex('instructors_adi_number_key').on(t.adiNumber),
    uniqueIndex('instructors_person_id_key').on(t.personId),
    // The directory's pages (issue 24): instructors by name, a page read from where the last one ended (keyset).
    index('instructors_name_order_idx').on(t.sortLastName, t.sortFirstName, t.id),
    // The directory's search box: a digits-only term is the start of an ADI number (`like '1000%'`).
    index('instructors_adi_prefix_idx').using('btree', sql`${t.adiNumber} text_pattern_ops`),
    // The search box's names by word prefix: the full name's start, or the last name's start (lower case).
    index('instructors_full_name_prefix_idx').using(
      'btree',
      sql`lower(${t.sortFirstName} || ' ' || ${t.sortLastName}) text_pattern_ops`,
    ),
    index('instructors_last_name_prefix_idx').using('btree', sql`lower(${t.sortLastName}) text_pattern_ops`),
    // The chat inbox's search by instructor: the start of any word of the name or of the ADI number (written at
    // once, as messages_body_words_idx).
    index('instructors_words_idx').using('gin', instructorWords(t)).with({ fastupdate: false }),
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
