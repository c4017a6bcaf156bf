import { franchiseLessonTypes, franchiseTestCentres, testCentres } from '../db/schema/index.ts';
import { db } from '../db/unit-of-work.ts';
import { setCapacityLocked, testCentreData } from '../features/preferences/index.ts';
import { franchiseIdFor } from './foundation.seed.ts';
import { seedId } from './seed-id.ts';

/** The id every install gives a centre of the bundled list. */
export const testCentreIdFor = (key: string) => seedId(`test-centre:${key}`);

/** The bundled DVSA test centres (reference data: searchable on the preferences page). */
export const seedTestCentres = async () => {
  await db
    .insert(testCentres)
    .values(testCentreData.map(({ key, ...centre }) => ({ id: testCentreIdFor(key), ...centre })))
    .onConflictDoNothing();
};

/**
 * Preferences beyond the calendar's defaults: 100001 teaches pass plus, 100003 uses two Cardiff centres, and
 * the office has locked 100002's BSM capacity (an open-cap reminder on home and a locked capacity on the page).
 */
export const seedPreferences = async (): Promise<void> => {
  await db.insert(franchiseLessonTypes).values([
    { propositionAllocationId: franchiseIdFor('100001', 'aa-full-manual'), lessonType: 'PassPlus', enabled: true },
    {
      propositionAllocationId: franchiseIdFor('100001', 'aa-full-manual'),
      lessonType: 'ShortNoticeTest',
      enabled: false,
    },
  ]);
  await db.insert(franchiseTestCentres).values(
    ['cardiff-llanishen', 'cardiff-wilson-road'].map((key) => ({
      propositionAllocationId: franchiseIdFor('100003', 'aa-full-manual'),
      testCentreId: testCentreIdFor(key),
    })),
  );
  await setCapacityLocked(franchiseIdFor('100002', 'bsm-full-manual'), true);
};
