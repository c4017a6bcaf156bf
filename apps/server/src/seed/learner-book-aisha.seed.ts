import {
  type AllocationStatus,
  type DrivingTestStatus,
  type DrivingTestType,
  type LessonType,
  skillIds,
} from '@portal/domain/learners';
import type { PersonTitle } from '@portal/domain/people';
import { localDateOf } from '@portal/domain/time';
import {
  calendarItems,
  drivingTests,
  learnerAllocations,
  learnerSkillScores,
  learners,
  lessonBalances,
  people,
} from '../db/schema/index.ts';
import { db } from '../db/unit-of-work.ts';
import { franchiseIdFor, instructorIdFor } from './foundation.seed.ts';
import { learnerIdFor } from './learners.seed.ts';
import { seedId } from './seed-id.ts';

const DAY = 86_400_000;
const ADI = '100006';

type Kind = Extract<LessonType, 'DIT' | 'Motability'>;
type Test = [days: number, type: DrivingTestType, status: DrivingTestStatus];
type BookLearner = {
  key: string;
  name: [PersonTitle, string, string];
  dateOfBirth: string;
  line1: string;
  postcode: string;
  kind: Kind;
  status: Extract<AllocationStatus, 'Approved' | 'Pending'>;
  /** The allocation began this many days from now (negative: before). */
  fromDays: number;
  /** Lessons (1.5 hours, 18:00 UTC: clear of Ravi's and Margaret's calendar lessons), days from now. */
  lessons: number[];
  tests: Test[];
  /** Progress stage (Motability only: DIT learners have no progress record). */
  stage?: number;
};

/**
 * Aisha Khan's (100006) wider book: DIT and Motability learners, approved and waiting, taught recently or
 * long ago, with tests, so her /learners list shows both franchises' learners with both tabs in use.
 */
const book: BookLearner[] = [
  {
    key: 'tomasz',
    name: ['Mr', 'Tomasz', 'Nowak'],
    dateOfBirth: '1989-03-12',
    line1: '40 Belgrave Gate',
    postcode: 'LE1 3GR',
    kind: 'DIT',
    status: 'Approved',
    fromDays: -150,
    lessons: [-80, -73, -66],
    tests: [
      [-60, 'DIT1', 'Passed'],
      [-45, 'DIT2', 'Failed'],
    ],
  },
  {
    key: 'hannah',
    name: ['Ms', 'Hannah', 'Cole'],
    dateOfBirth: '1994-11-02',
    line1: '7 Queens Road',
    postcode: 'LE2 1WP',
    kind: 'DIT',
    status: 'Approved',
    fromDays: -40,
    lessons: [-12, -5, 4],
    tests: [
      [-20, 'DIT1', 'Passed'],
      [9, 'DIT2', 'Upcoming'],
    ],
  },
  {
    key: 'kwame',
    name: ['Mr', 'Kwame', 'Mensah'],
    dateOfBirth: '1991-06-30',
    line1: '112 Uppingham Road',
    postcode: 'LE5 0QF',
    kind: 'DIT',
    status: 'Pending',
    fromDays: -1,
    lessons: [],
    tests: [],
  },
  {
    key: 'derek',
    name: ['Mr', 'Derek', 'Palmer'],
    dateOfBirth: '1971-09-18',
    line1: '25 Welford Road',
    postcode: 'LE2 7AD',
    kind: 'Motability',
    status: 'Approved',
    fromDays: -90,
    lessons: [-9, -2, 6],
    tests: [
      [-35, 'Theory', 'Passed'],
      [30, 'Practical', 'Upcoming'],
    ],
    stage: 4,
  },
  {
    key: 'sana',
    name: ['Miss', 'Sana', 'Ahmed'],
    dateOfBirth: '2003-01-25',
    line1: '3 Melton Road',
    postcode: 'LE4 6PN',
    kind: 'Motability',
    status: 'Pending',
    fromDays: -1,
    lessons: [],
    tests: [],
  },
  {
    key: 'joan',
    name: ['Mrs', 'Joan', 'Whitfield'],
    dateOfBirth: '1958-07-04',
    line1: '18 Fosse Road North',
    postcode: 'LE3 5EN',
    kind: 'Motability',
    status: 'Approved',
    fromDays: -300,
    lessons: [-220, -200],
    tests: [[-180, 'Practical', 'Passed']],
    stage: 9,
  },
];

/** Ravi (DIT) and Margaret (Motability) come from the calendar's seed: their tests and progress. */
const calendarLearnerTests: [string, Test[]][] = [
  [
    'ravi',
    [
      [-25, 'DIT1', 'Passed'],
      [12, 'DIT2', 'Upcoming'],
    ],
  ],
  [
    'margaret',
    [
      [-50, 'Theory', 'Passed'],
      [20, 'Practical', 'Upcoming'],
    ],
  ],
];

const dayFrom = (now: Date, days: number) => localDateOf(new Date(now.getTime() + days * DAY));
const keyOf = (key: string) => `aisha-${key}`;
const franchiseOf = (kind: Kind) => franchiseIdFor(ADI, kind === 'DIT' ? 'aa-dit' : 'aa-motability');
const categoryOf = (kind: Kind) => (kind === 'DIT' ? 'DitCar' : 'Motability');

/** Progress at a stage for each learner: the first skills done and the next ones started (also Daniel's book). */
export const skillScoreRows = (stages: [key: string, stage: number][], now: Date) =>
  stages.flatMap(([key, stage]) =>
    skillIds
      .map((id, i) => ({ id, score: Math.max(0, Math.min(5, stage - Math.floor(i / 3))) }))
      .filter((skill) => skill.score > 0)
      .map((skill) => ({ learnerId: learnerIdFor(key), skillId: skill.id, score: skill.score, updatedAt: now })),
  );

const insertBookLearner = async (l: BookLearner, i: number, now: Date) => {
  const key = keyOf(l.key);
  const learnerId = learnerIdFor(key);
  const [title, firstName, lastName] = l.name;
  const personId = seedId(`learner-person:${key}`);
  await db.insert(people).values({
    id: personId,
    title,
    firstName,
    lastName,
    dateOfBirth: l.dateOfBirth,
    emailAddress: `${firstName}.${lastName}@example.com`.toLowerCase(),
    mobileNumber: `+4477009005${String(i).padStart(2, '0')}`,
    addressLine1: l.line1,
    town: 'Leicester',
    county: 'Leicestershire',
    postcode: l.postcode,
  });
  await db.insert(learners).values({
    id: learnerId,
    personId,
    customerType: l.kind === 'DIT' ? 'DIT' : 'Learner',
    sourcedBy: 'Business',
    pickupLine1: l.line1,
    pickupTown: 'Leicester',
    pickupPostcode: l.postcode,
  });
  await db.insert(learnerAllocations).values({
    id: seedId(`learner-allocation:${key}`),
    learnerId,
    propositionAllocationId: franchiseOf(l.kind),
    status: l.status,
    purchaseRatePence: l.kind === 'DIT' ? 3500 : 3250,
    purchaseVatRate: 0.2,
    lessonType: l.kind,
    productCategory: categoryOf(l.kind),
    fromDate: dayFrom(now, l.fromDays),
  });
  if (l.status === 'Approved') {
    await db
      .insert(lessonBalances)
      .values({ id: seedId(`balance:${key}`), learnerId, category: categoryOf(l.kind), hours: 9 });
  }
};

const lessonsOf = (l: BookLearner, now: Date): (typeof calendarItems.$inferInsert)[] =>
  l.lessons.map((days, j) => {
    const day = new Date(now.getTime() + days * DAY);
    const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 18));
    return {
      id: seedId(`lesson:${ADI}:${keyOf(l.key)}:${j}`),
      instructorId: instructorIdFor(ADI),
      kind: 'lesson',
      learnerId: learnerIdFor(keyOf(l.key)),
      propositionAllocationId: franchiseOf(l.kind),
      startAt: start,
      endAt: new Date(start.getTime() + 1.5 * 3_600_000),
      travelMinutes: 15,
      status: 'Active',
      paid: true,
      paidHours: 1.5,
      productCategory: categoryOf(l.kind),
      ditLessonType: l.kind === 'DIT' ? 'DitCar' : null,
    };
  });

export const seedAishaLearners = async (now: Date): Promise<void> => {
  for (const [i, l] of book.entries()) await insertBookLearner(l, i, now);
  await db.insert(calendarItems).values(book.flatMap((l) => lessonsOf(l, now)));
  const tests = [...book.map((l): [string, Test[]] => [keyOf(l.key), l.tests]), ...calendarLearnerTests];
  await db.insert(drivingTests).values(
    tests.flatMap(([key, list]) =>
      list.map(([days, type, status], j) => ({
        id: seedId(`driving-test:${key}:${j}`),
        learnerId: learnerIdFor(key),
        date: dayFrom(now, days),
        type,
        status,
      })),
    ),
  );
  const stages: [string, number][] = [
    ...book.flatMap((l): [string, number][] => (l.stage ? [[keyOf(l.key), l.stage]] : [])),
    ['margaret', 3],
  ];
  await db.insert(learnerSkillScores).values(skillScoreRows(stages, now));
};
