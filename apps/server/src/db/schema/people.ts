import { personTitles } from '@portal/domain/people';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isNullOrOneOf } from './enum-check.ts';

/** Anyone the business knows: instructors now, learners in later features. */
export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title', { enum: personTitles }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth'),
    emailAddress: text('email_address'),
    /** E.164, +44... */
    mobileNumber: text('mobile_number'),
    landlineNumber: text('landline_number'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    town: text('town'),
    county: text('county'),
    postcode: text('postcode'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('people_title_check', isNullOrOneOf(t.title, personTitles)),
    // The office directory's search box (issue 24): a postcode's start, spaces ignored, upper case.
    index('people_postcode_prefix_idx')
      .using('btree', sql`replace(upper(${t.postcode}), ' ', '') text_pattern_ops`)
      .where(sql`${t.postcode} is not null`),
  ],
);
