import { DEFAULT_PREFERENCE_TRAVEL_MINUTES } from '@portal/domain/calendar';
import { toggleableLessonTypes } from '@portal/domain/preferences';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './enum-check.ts';
import { propositionAllocations } from './instructors.ts';

/**
 * The lesson types an instructor chooses per franchise (pass plus, short notice test). Standard, DIT and
 * Motability follow the franchise's type and are not stored. The booking engine reads working hours, travel
 * time, capacity and test centres through preferences/public.repository.ts.
 */
export const franchiseLessonTypes = pgTable(
  'franchise_lesson_types',
  {
    propositionAllocationId: uuid('proposition_allocation_id')
      .notNull()
      .references(() => propositionAllocations.id),
    lessonType: text('lesson_type', { enum: toggleableLessonTypes }).notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propositionAllocationId, t.lessonType] }),
    check('franchise_lesson_types_type_check', isOneOf(t.lessonType, toggleableLessonTypes)),
  ],
);

/** Working hours per franchise: day 0 = Monday ... 6 = Sunday; minutes after midnight; null = day off. */
export const franchiseWorkingHours = pgTable(
  'franchise_working_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propositionAllocationId: uuid('proposition_allocation_id')
      .notNull()
      .references(() => propositionAllocations.id),
    day: integer('day').notNull(),
    startMinute: integer('start_minute'),
    endMinute: integer('end_minute'),
  },
  (t) => [
    uniqueIndex('franchise_working_hours_day_key').on(t.propositionAllocationId, t.day),
    check('franchise_working_hours_day_check', sql`${t.day} between 0 and 6`),
    check(
      'franchise_working_hours_range_check',
      sql`(${t.startMinute} is null and ${t.endMinute} is null) or (${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute})`,
    ),
  ],
);

/** Per-franchise preferences: travel time and learner capacity. */
export const franchiseSettings = pgTable(
  'franchise_settings',
  {
    propositionAllocationId: uuid('proposition_allocation_id')
      .primaryKey()
      .references(() => propositionAllocations.id),
    travelMinutes: integer('travel_minutes').notNull().default(DEFAULT_PREFERENCE_TRAVEL_MINUTES),
    capacityMaximum: integer('capacity_maximum').notNull().default(20),
    capacityLocked: boolean('capacity_locked').notNull().default(false),
  },
  (t) => [
    check('franchise_settings_travel_check', sql`${t.travelMinutes} between 0 and 60`),
    check('franchise_settings_capacity_check', sql`${t.capacityMaximum} between 0 and 99`),
  ],
);

export const testCentres = pgTable('test_centres', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  line1: text('line1'),
  line2: text('line2'),
  town: text('town'),
  county: text('county'),
  postcode: text('postcode'),
});

/** The test centres an instructor uses, per franchise. */
export const franchiseTestCentres = pgTable(
  'franchise_test_centres',
  {
    propositionAllocationId: uuid('proposition_allocation_id')
      .notNull()
      .references(() => propositionAllocations.id),
    testCentreId: uuid('test_centre_id')
      .notNull()
      .references(() => testCentres.id),
  },
  (t) => [primaryKey({ columns: [t.propositionAllocationId, t.testCentreId] })],
);
