import type { DrivingTestStatus, DrivingTestType } from '@portal/domain/learners';
import { localDateOf } from '@portal/domain/time';
import { drivingTests, learnerAllocations, learnerSkillScores, learners, people } from '../db/schema/index.ts';
import { db } from '../db/unit-of-work.ts';
import { allocateBusinessLearner } from '../features/learners/index.ts';
import { franchiseIdFor } from './foundation.seed.ts';
import { seedAishaLearners, skillScoreRows } from './learner-book-aisha.seed.ts';
import { learnerIdFor } from './learners.seed.ts';
import { seedId } from './seed-id.ts';

const DAY = 86_400_000;
const dayFrom = (now: Date, days: number) => localDateOf(new Date(now.getTime() + days * DAY));

/** Daniel's (100001) wider book (and Aisha's, learner-book-aisha.seed.ts): past learners (Inactive), more self-sourced ones, so the list has two pages. */
const pastLearners = [
  ['Mr', 'Oscar', 'Lindley', 'LS6 3AB', '14 Ash Road'],
  ['Miss', 'Freya', 'Marsden', 'LS5 3AA', '9 Vesper Road'],
  ['Mr', 'Ethan', 'Crowther', 'LS7 3AA', '22 Potternewton Lane'],
  ['Miss', 'Poppy', 'Sutcliffe', 'LS8 1AA', '5 Gledhow Road'],
  ['Mr', 'Alfie', 'Haigh', 'LS4 2AA', '31 Cardigan Lane'],
  ['Ms', 'Zara', 'Hussain', 'LS2 9AA', '2 Blenheim Terrace'],
  ['Mr', 'Leo', 'Ackroyd', 'LS3 1AA', '17 Burley Lodge Road'],
  ['Miss', 'Mia', 'Greenwood', 'LS6 1AA', '44 Brudenell Road'],
] as const;

const pending = [
  ['Miss', 'Lily', 'Firth', 'LS6 2AA', '8 Victoria Road'],
  ['Mr', 'Jacob', 'Dobson', 'LS7 4AA', '12 Scott Hall Road'],
] as const;

const address = (line1: string, postcode: string) => ({
  line1,
  line2: null,
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode,
});

export const seedLearnerBook = async (now: Date = new Date()): Promise<void> => {
  const franchise = franchiseIdFor('100001', 'aa-full-manual');
  for (const [i, [title, firstName, lastName, postcode, line1]] of pastLearners.entries()) {
    const key = `past-${i}`;
    const personId = seedId(`learner-person:${key}`);
    await db.insert(people).values({
      id: personId,
      title,
      firstName,
      lastName,
      dateOfBirth: `200${i % 8}-0${(i % 9) + 1}-1${i % 9}`,
      emailAddress: `${firstName}.${lastName}@example.com`.toLowerCase(),
      mobileNumber: `+4477009003${String(i).padStart(2, '0')}`,
      addressLine1: line1,
      town: 'Leeds',
      postcode,
    });
    await db.insert(learners).values({
      id: learnerIdFor(key),
      personId,
      sourcedBy: i % 3 === 0 ? 'Instructor' : 'Business',
      ...(i % 2 === 0 ? { pickupLine1: line1, pickupTown: 'Leeds', pickupPostcode: postcode } : {}),
    });
    await db.insert(learnerAllocations).values({
      id: seedId(`learner-allocation:${key}`),
      learnerId: learnerIdFor(key),
      propositionAllocationId: franchise,
      status: 'Approved',
      purchaseRatePence: 3500,
      fromDate: dayFrom(now, -200 - i * 20),
    });
  }
  for (const [i, [title, firstName, lastName, postcode, line1]] of pending.entries()) {
    await allocateBusinessLearner({
      franchiseId: franchise,
      title,
      firstName,
      lastName,
      dateOfBirth: `2009-0${i + 3}-15`,
      emailAddress: `${firstName}.${lastName}@example.com`.toLowerCase(),
      mobileNumber: `+4477009004${i}`,
      address: address(line1, postcode),
      lessonType: 'Standard',
      ratePence: 3250,
      fromDate: dayFrom(now, -1),
      ids: {
        person: seedId(`learner-person:pending-${i}`),
        learner: learnerIdFor(`pending-${i}`),
        allocation: seedId(`learner-allocation:pending-${i}`),
      },
    });
  }
  const tests: [string, number, DrivingTestType, DrivingTestStatus][] = [
    ['olivia', -60, 'Theory', 'Passed'],
    ['olivia', 9, 'Practical', 'Upcoming'],
    ['harry', -90, 'Theory', 'Passed'],
    ['harry', -20, 'Practical', 'Failed'],
    ['harry', 40, 'Practical', 'Upcoming'],
    ['mohammed', -30, 'Theory', 'Passed'],
    ['past-1', -150, 'Practical', 'Passed'],
  ];
  await db.insert(drivingTests).values(
    tests.map(([key, days, type, status], i) => ({
      id: seedId(`driving-test:${i}`),
      learnerId: learnerIdFor(key),
      date: dayFrom(now, days),
      type,
      status,
    })),
  );
  const stages: [string, number][] = [
    ['olivia', 5],
    ['harry', 7],
    ['mohammed', 4],
    ['isla', 2],
    ['sophie', 1],
    ['past-1', 8],
  ];
  await db.insert(learnerSkillScores).values(skillScoreRows(stages, now));
  await seedAishaLearners(now);
};
