import { DEFAULT_CAPACITY } from '@portal/domain/preferences';
import { asc, eq, exists, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { propositionAllocations } from '../../db/schema/instructors.ts';
import {
  franchiseLessonTypes,
  franchiseSettings,
  franchiseTestCentres,
  franchiseWorkingHours,
} from '../../db/schema/preferences.ts';
import { db, preparedQuery, read } from '../../db/unit-of-work.ts';

/** Subqueries are built once, outside any unit of work, and run as part of the statement that joins them. */
const subqueries = new QueryBuilder();

/**
 * What other features' repositories read of the preferences' tables (booking's): the working hours, and each
 * franchise's settings as a subquery and its number of test centres as a column, to compose into one statement.
 */

/** Working hours of all the instructor's franchises, by franchise and day. */
const workingHoursQuery = preparedQuery(() =>
  db
    .select({
      id: franchiseWorkingHours.id,
      lineItemKey: franchiseWorkingHours.propositionAllocationId,
      day: franchiseWorkingHours.day,
      start: franchiseWorkingHours.startMinute,
      end: franchiseWorkingHours.endMinute,
    })
    .from(franchiseWorkingHours)
    .innerJoin(propositionAllocations, eq(propositionAllocations.id, franchiseWorkingHours.propositionAllocationId))
    .where(eq(propositionAllocations.instructorId, sql.placeholder('instructorId')))
    .orderBy(asc(franchiseWorkingHours.propositionAllocationId), asc(franchiseWorkingHours.day)),
);

export const findWorkingHours = (instructorId: string) => read(workingHoursQuery(), { instructorId });

/** Each franchise's settings (capacity, travel time), as a subquery to left-join by franchise id. */
export const settingsOfFranchises = () =>
  subqueries
    .select({
      franchiseId: franchiseSettings.propositionAllocationId,
      capacityMaximum: franchiseSettings.capacityMaximum,
      capacityLocked: franchiseSettings.capacityLocked,
      travelMinutes: franchiseSettings.travelMinutes,
    })
    .from(franchiseSettings)
    .as('franchise_settings_of');

/** The number of test centres the franchise (given its id) has chosen. */
export const testCentreCount = (franchiseId: SQL) => sql<number>`(select count(*)::int from ${franchiseTestCentres} c
  where c.proposition_allocation_id = ${franchiseId})`;

/** Whether the franchise has switched a chosen lesson type on (Pass Plus, short notice tests). */
export const hasLessonTypeOn = (franchiseId: SQL, lessonType: 'PassPlus' | 'ShortNoticeTest') => sql<boolean>`exists
  (select 1 from ${franchiseLessonTypes} t where t.proposition_allocation_id = ${franchiseId}
   and t.lesson_type = ${lessonType} and t.enabled)`;

/**
 * The franchise takes no new learners (the domain's `isCapacityFull`): the office locked it, or its active
 * learners (a count given as SQL) reach its maximum. Its aliases are its own, so the caller's stay visible.
 */
export const isFranchiseFull = (franchiseId: SQL, activeLearners: SQL<number>) => sql<boolean>`(select
  coalesce(full_fs.capacity_locked, false) or ${activeLearners} >= coalesce(full_fs.capacity_maximum, ${DEFAULT_CAPACITY}::int)
  from (values (1)) as one (x) left join ${franchiseSettings} full_fs on full_fs.proposition_allocation_id = ${franchiseId})`;
/** Whether preferences were saved for one of the instructor's franchises (home's first steps). */
export const hasSavedPreferences = (instructorId: SQL | Placeholder) =>
  exists(
    subqueries
      .select({ one: sql`1` })
      .from(franchiseSettings)
      .innerJoin(propositionAllocations, eq(propositionAllocations.id, franchiseSettings.propositionAllocationId))
      .where(eq(propositionAllocations.instructorId, instructorId)),
  );
