import { toggleableLessonTypes } from '@portal/domain/preferences';
import { boolean, check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './enum-check.ts';
import { propositionAllocations } from './instructors.ts';

/**
 * The lesson types an instructor chooses per franchise (pass plus, short notice test). Standard, DIT and
 * Motability follow the franchise's type and are not stored. Working hours, travel time, capacity and test
 * centres are the calendar's tables (db/schema/calendar.ts), which the booking engine reads.
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
