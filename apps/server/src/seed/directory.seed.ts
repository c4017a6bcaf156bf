import { sql } from 'drizzle-orm';
import { franchiseSettings, instructors, people, propositionAllocations } from '../db/schema/index.ts';
import { db } from '../db/unit-of-work.ts';
import { franchiseIdFor, instructorIdFor, propositionIdFor } from './foundation.seed.ts';
import { seedId } from './seed-id.ts';

/**
 * The wider network the office's directory pages through (issue 24 §3): instructors without portal accounts, of
 * AA, BSM or both, mostly active, around the demo regions. Deterministic: the same names and ADI numbers each time.
 */
const FIRST = [
  'Amelia',
  'Oliver',
  'Grace',
  'Ravi',
  'Chloe',
  'Liam',
  'Hannah',
  'Kwame',
  'Zara',
  'Owen',
  'Megan',
  'Farid',
];
const LAST = ['Armstrong', 'Baker', 'Chowdhury', 'Doyle', 'Ellis', 'Foster', 'Gill', 'Holt', 'Iqbal', 'Jones', 'Kerr'];
const PLACES: Array<[string, string, string]> = [
  ['LS7 2AB', 'Leeds', 'West Yorkshire'],
  ['LS12 4QT', 'Leeds', 'West Yorkshire'],
  ['WF1 3HX', 'Wakefield', 'West Yorkshire'],
  ['M14 5RL', 'Manchester', 'Greater Manchester'],
  ['M20 2WS', 'Manchester', 'Greater Manchester'],
  ['LE2 1TE', 'Leicester', 'Leicestershire'],
  ['NG7 1FB', 'Nottingham', 'Nottinghamshire'],
  ['B13 8JP', 'Birmingham', 'West Midlands'],
];
/** By position: AA only, BSM only, or both. */
const FRANCHISES = [['aa-full-manual'], ['bsm-full-manual'], ['aa-full-auto', 'bsm-partnerlite']];
export const NETWORK_SIZE = 36;

export const networkAdiNumber = (n: number) => String(100_101 + n);

export const seedDirectory = async (): Promise<void> => {
  for (let n = 0; n < NETWORK_SIZE; n++) {
    const adiNumber = networkAdiNumber(n);
    const [postcode, town, county] = PLACES[n % PLACES.length]!;
    const personId = seedId(`person:${adiNumber}`);
    const instructorId = instructorIdFor(adiNumber);
    const firstName = FIRST[n % FIRST.length]!;
    const lastName = LAST[(n * 5) % LAST.length]!;
    await db.insert(people).values({
      id: personId,
      firstName,
      lastName,
      emailAddress: `${firstName}.${lastName}.${adiNumber}@example.co.uk`.toLowerCase(),
      mobileNumber: `+447700900${String(200 + n).padStart(3, '0')}`,
      addressLine1: `${n + 2} High Street`,
      town,
      county,
      postcode,
    });
    await db
      .insert(instructors)
      .values({ id: instructorId, personId, adiNumber, status: n % 9 === 4 ? 'Inactive' : 'Active' });
    const keys = FRANCHISES[n % FRANCHISES.length]!;
    await db.insert(propositionAllocations).values(
      keys.map((key) => ({
        id: franchiseIdFor(adiNumber, key),
        instructorId,
        propositionId: propositionIdFor(key),
        fromDate: '2025-01-06',
      })),
    );
    // Every seventh is full: capacity 0 (no learners yet); every eleventh locked by the office.
    if (n % 7 === 3 || n % 11 === 5) {
      await db.insert(franchiseSettings).values({
        propositionAllocationId: franchiseIdFor(adiNumber, keys[0]!),
        capacityMaximum: n % 7 === 3 ? 0 : 12,
        capacityLocked: n % 11 === 5,
      });
    }
  }
  // Every franchise's fullness with the seed's lessons in it (the triggers saw the allocations before the lessons).
  await db.execute(sql`select refresh_franchise_fullness(array(select id from proposition_allocations))`);
};
