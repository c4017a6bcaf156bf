import { franchiseSettings, franchiseTestCentres, franchiseWorkingHours } from '../db/schema/index.ts';
import { db } from '../db/unit-of-work.ts';
import { seedCalendarEvents } from './calendar-events.seed.ts';
import { franchiseIdFor, seedInstructors } from './foundation.seed.ts';
import { seedLearnerRows } from './learners.seed.ts';
import { seedTestCentres } from './preferences.seed.ts';
import { seedId } from './seed-id.ts';

/** Per instructor: test centres of each franchise (their areas are the areas seed's). */
const localArea: Record<string, { centres: string[] }> = {
  '100001': { centres: ['harehills', 'horsforth'] },
  '100002': { centres: ['didsbury', 'cheetham'] },
  '100006': { centres: ['wigston'] },
};

/** Every franchise works Monday to Saturday 08:00-18:00 (Sunday off), travel 15 minutes, capacity 20. */
const seedFranchisePreferences = async () => {
  await seedTestCentres();
  for (const instructor of seedInstructors) {
    for (const key of instructor.franchises) {
      const franchiseId = franchiseIdFor(instructor.adiNumber, key);
      await db
        .insert(franchiseSettings)
        .values({ propositionAllocationId: franchiseId, travelMinutes: 15, capacityMaximum: 20 });
      await db.insert(franchiseWorkingHours).values(
        [0, 1, 2, 3, 4, 5, 6].map((day) => ({
          id: seedId(`working-hours:${franchiseId}:${day}`),
          propositionAllocationId: franchiseId,
          day,
          startMinute: day === 6 ? null : 480,
          endMinute: day === 6 ? null : 1080,
        })),
      );
      const area = localArea[instructor.adiNumber];
      if (!area) continue;
      await db
        .insert(franchiseTestCentres)
        .values(
          area.centres.map((c) => ({ propositionAllocationId: franchiseId, testCentreId: seedId(`test-centre:${c}`) })),
        );
    }
  }
};

/**
 * Learners, preferences and a calendar that looks like a real instructor's weeks: dates are relative to
 * the week the seed runs in (this week always has lessons), the shape is the same every time.
 */
export const seedCalendar = async (now: Date = new Date()): Promise<void> => {
  await seedFranchisePreferences();
  await seedLearnerRows();
  await seedCalendarEvents(now);
};
