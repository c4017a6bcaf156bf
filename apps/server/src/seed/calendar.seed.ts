import type { Database } from '../db/client.ts';
import {
  franchiseCoveredDistricts,
  franchiseSettings,
  franchiseTestCentres,
  franchiseWorkingHours,
  testCentres,
} from '../db/schema/index.ts';
import { seedCalendarEvents } from './calendar-events.seed.ts';
import { franchiseIdFor, seedInstructors } from './foundation.seed.ts';
import { seedLearnerRows } from './learners.seed.ts';
import { seedId } from './seed-id.ts';

const centres = [
  { key: 'harehills', name: 'Leeds (Harehills)', line1: 'Harehills Lane', town: 'Leeds', postcode: 'LS9 6JB' },
  { key: 'horsforth', name: 'Leeds (Horsforth)', line1: 'Low Lane', town: 'Horsforth', postcode: 'LS18 5PX' },
  { key: 'heckmondwike', name: 'Heckmondwike', line1: 'Flush', town: 'Heckmondwike', postcode: 'WF16 0AT' },
  { key: 'didsbury', name: 'Manchester (Didsbury)', line1: 'Fog Lane', town: 'Manchester', postcode: 'M20 6AY' },
  {
    key: 'cheetham',
    name: 'Manchester (Cheetham Hill)',
    line1: 'Crescent Road',
    town: 'Manchester',
    postcode: 'M8 9JL',
  },
  { key: 'wigston', name: 'Leicester (Wigston)', line1: 'Station Road', town: 'Wigston', postcode: 'LE18 2DH' },
];
const county: Record<string, string> = {
  Leeds: 'West Yorkshire',
  Horsforth: 'West Yorkshire',
  Heckmondwike: 'West Yorkshire',
  Manchester: 'Greater Manchester',
  Wigston: 'Leicestershire',
};

/** Per instructor: test centres and covered districts of each franchise. */
const localArea: Record<string, { centres: string[]; districts: string[] }> = {
  '100001': {
    centres: ['harehills', 'horsforth'],
    districts: ['LS1', 'LS2', 'LS3', 'LS4', 'LS5', 'LS6', 'LS7', 'LS8'],
  },
  '100002': { centres: ['didsbury', 'cheetham'], districts: ['M1', 'M2', 'M4', 'M14', 'M20'] },
  '100006': { centres: ['wigston'], districts: ['LE1', 'LE2', 'LE3', 'LE4', 'LE5'] },
};

/** Every franchise works Monday to Saturday 08:00-18:00 (Sunday off), travel 15 minutes, capacity 20. */
const seedFranchisePreferences = async (db: Database) => {
  await db.insert(testCentres).values(
    centres.map((c) => ({
      id: seedId(`test-centre:${c.key}`),
      name: c.name,
      line1: c.line1,
      town: c.town,
      county: county[c.town],
      postcode: c.postcode,
    })),
  );
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
      await db
        .insert(franchiseCoveredDistricts)
        .values(area.districts.map((districtCode) => ({ propositionAllocationId: franchiseId, districtCode })));
    }
  }
};

/**
 * Learners, preferences and a calendar that looks like a real instructor's weeks: dates are relative to
 * the week the seed runs in (this week always has lessons), the shape is the same every time.
 */
export const seedCalendar = async (db: Database, now: Date = new Date()): Promise<void> => {
  await seedFranchisePreferences(db);
  await seedLearnerRows(db);
  await seedCalendarEvents(db, now);
};
