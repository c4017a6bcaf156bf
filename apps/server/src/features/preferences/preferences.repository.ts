import type { ToggleableLessonType } from '@portal/domain/preferences';
import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import {
  franchiseLessonTypes,
  franchiseSettings,
  franchiseTestCentres,
  franchiseWorkingHours,
  testCentres,
} from '../../db/schema/preferences.ts';
import { db, preparedQuery, read } from '../../db/unit-of-work.ts';
import { allocatedLearnerCount } from '../learners/public.repository.ts';

/** The instructor's franchises with what the preferences page reads of them: type, brand, capacity, travel. */
/** The instructor's franchises with their settings: built once; run with `{ instructorId }`. */
const franchisesQuery = preparedQuery(() =>
  db
    .select({
      id: propositionAllocations.id,
      name: propositions.name,
      type: propositions.type,
      brand: propositions.brand,
      transmission: propositions.transmission,
      travelMinutes: franchiseSettings.travelMinutes,
      capacityMaximum: franchiseSettings.capacityMaximum,
      capacityLocked: franchiseSettings.capacityLocked,
      /** Learners allocated to it and not rejected: an upper bound of its active learners (spec 4 §4). */
      allocatedLearners: allocatedLearnerCount(propositionAllocations.id),
    })
    .from(propositionAllocations)
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .leftJoin(franchiseSettings, eq(franchiseSettings.propositionAllocationId, propositionAllocations.id))
    .where(eq(propositionAllocations.instructorId, sql.placeholder('instructorId')))
    .orderBy(asc(propositionAllocations.fromDate), asc(propositionAllocations.id)),
);
export const findFranchises = (instructorId: string) => read(franchisesQuery(), { instructorId });
export type FranchiseRow = Awaited<ReturnType<typeof findFranchises>>[number];

export const findLessonTypeRows = (instructorId: string) =>
  db
    .select({
      lineItemKey: franchiseLessonTypes.propositionAllocationId,
      lessonType: franchiseLessonTypes.lessonType,
      enabled: franchiseLessonTypes.enabled,
    })
    .from(franchiseLessonTypes)
    .innerJoin(propositionAllocations, eq(propositionAllocations.id, franchiseLessonTypes.propositionAllocationId))
    .where(eq(propositionAllocations.instructorId, instructorId));

const centreColumns = {
  id: testCentres.id,
  name: testCentres.name,
  line1: testCentres.line1,
  line2: testCentres.line2,
  town: testCentres.town,
  county: testCentres.county,
  postcode: testCentres.postcode,
};

/** The test centres each of the instructor's franchises has chosen, by name. */
export const findChosenTestCentres = (instructorId: string) =>
  db
    .select({ ...centreColumns, lineItemKey: franchiseTestCentres.propositionAllocationId })
    .from(franchiseTestCentres)
    .innerJoin(testCentres, eq(testCentres.id, franchiseTestCentres.testCentreId))
    .innerJoin(propositionAllocations, eq(propositionAllocations.id, franchiseTestCentres.propositionAllocationId))
    .where(eq(propositionAllocations.instructorId, instructorId))
    .orderBy(asc(testCentres.name));

/** Centres whose name, town or postcode contains the term (postcode also without its space), by name. */
export const searchTestCentres = (term: string, limit: number) => {
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const compact = `%${term.replace(/\s+/g, '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select(centreColumns)
    .from(testCentres)
    .where(
      term
        ? or(
            ilike(testCentres.name, like),
            ilike(testCentres.town, like),
            sql`replace(${testCentres.postcode}, ' ', '') ilike ${compact}`,
          )
        : undefined,
    )
    .orderBy(asc(testCentres.name))
    .limit(limit);
};

export const findTestCentreIds = async (ids: readonly string[]) =>
  ids.length === 0
    ? []
    : (
        await db
          .select({ id: testCentres.id })
          .from(testCentres)
          .where(inArray(testCentres.id, [...ids]))
      ).map((r) => r.id);

export type PreferencesWrite = {
  franchiseId: string;
  travelMinutes: number;
  capacityMaximum: number;
  week: Array<{ day: number; startMinute: number | null; endMinute: number | null }>;
  lessonTypes: Array<{ lessonType: ToggleableLessonType; enabled: boolean }>;
  testCentreIds: string[];
};

/** Writes one franchise's preferences in the caller's transaction (the lock on capacity stays the office's). */
export const writePreferences = async (write: PreferencesWrite) => {
  const { franchiseId } = write;
  await db
    .insert(franchiseSettings)
    .values({
      propositionAllocationId: franchiseId,
      travelMinutes: write.travelMinutes,
      capacityMaximum: write.capacityMaximum,
    })
    .onConflictDoUpdate({
      target: franchiseSettings.propositionAllocationId,
      set: { travelMinutes: write.travelMinutes, capacityMaximum: write.capacityMaximum },
    });
  await db
    .insert(franchiseWorkingHours)
    .values(write.week.map((d) => ({ propositionAllocationId: franchiseId, ...d })))
    .onConflictDoUpdate({
      target: [franchiseWorkingHours.propositionAllocationId, franchiseWorkingHours.day],
      set: { startMinute: sql`excluded.start_minute`, endMinute: sql`excluded.end_minute` },
    });
  if (write.lessonTypes.length > 0) {
    await db
      .insert(franchiseLessonTypes)
      .values(write.lessonTypes.map((t) => ({ propositionAllocationId: franchiseId, ...t })))
      .onConflictDoUpdate({
        target: [franchiseLessonTypes.propositionAllocationId, franchiseLessonTypes.lessonType],
        set: { enabled: sql`excluded.enabled` },
      });
  }
  await db.delete(franchiseTestCentres).where(eq(franchiseTestCentres.propositionAllocationId, franchiseId));
  if (write.testCentreIds.length > 0) {
    await db
      .insert(franchiseTestCentres)
      .values(write.testCentreIds.map((testCentreId) => ({ propositionAllocationId: franchiseId, testCentreId })));
  }
};

/** The office locks or opens a franchise's capacity (no instructor operation does). */
export const writeCapacityLock = (franchiseId: string, locked: boolean) =>
  db
    .insert(franchiseSettings)
    .values({ propositionAllocationId: franchiseId, capacityLocked: locked })
    .onConflictDoUpdate({ target: franchiseSettings.propositionAllocationId, set: { capacityLocked: locked } });

/** The franchise's lock, its row held for the rest of the transaction (null: no settings saved yet, unlocked). */
export const findCapacityLockForUpdate = async (franchiseId: string) => {
  const [row] = await db
    .select({ locked: franchiseSettings.capacityLocked })
    .from(franchiseSettings)
    .where(eq(franchiseSettings.propositionAllocationId, franchiseId))
    .for('update');
  return row?.locked ?? false;
};
