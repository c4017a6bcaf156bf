import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { people } from './people.ts';

export const instructors = pgTable(
  'instructors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    adiNumber: text('adi_number').notNull(),
    status: text('status').notNull().default('Active'),
    franFreeDaysBalance: integer('fran_free_days_balance').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('instructors_adi_number_key').on(t.adiNumber),
    uniqueIndex('instructors_person_id_key').on(t.personId),
    check('instructors_status_check', sql`${t.status} in ('Active','Inactive','Deleted','Lead','Pending')`),
  ],
);

/** A line of business the school sells as a franchise. */
export const propositions = pgTable(
  'propositions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type').notNull(),
    brand: text('brand').notNull(),
    transmission: text('transmission').notNull().default('Manual'),
    /** Money is integer pence. */
    priceIncludingVatPence: integer('price_including_vat_pence').notNull(),
    priceExcludingVatPence: integer('price_excluding_vat_pence').notNull(),
    priceFrequency: text('price_frequency').notNull().default('Weekly'),
  },
  (t) => [
    check(
      'propositions_type_check',
      sql`${t.type} in ('Full','PartnerLite','Solo','Trainee','ThirdParty','Dit','Motability')`,
    ),
    check('propositions_brand_check', sql`${t.brand} in ('AADS','BSM')`),
    check('propositions_transmission_check', sql`${t.transmission} in ('Manual','Automatic')`),
    check('propositions_frequency_check', sql`${t.priceFrequency} in ('OneTime','Daily','Weekly','Monthly')`),
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
