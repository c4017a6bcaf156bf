import type { AllocationStatus, CustomerType, LearnerSource, ProductCategory } from '@portal/domain/learners';
import type { PersonTitle } from '@portal/domain/people';
import { learnerAllocations, learners, lessonBalances, people } from '../db/schema/index.ts';
import { db } from '../db/unit-of-work.ts';
import { franchiseIdFor } from './foundation.seed.ts';
import { seedId } from './seed-id.ts';

export type SeedLearner = {
  key: string;
  adiNumber: string;
  franchise: string;
  title: PersonTitle;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  line1: string;
  town: string;
  postcode: string;
  sourcedBy: LearnerSource | null;
  customerType?: CustomerType;
  status?: Extract<AllocationStatus, 'Approved' | 'Pending'>;
  category?: Extract<ProductCategory, 'PreTest' | 'PostTest' | 'DitCar' | 'Motability'>;
  ratePence?: number;
  hours: number;
};

type Extra = Pick<SeedLearner, 'customerType' | 'status' | 'category' | 'ratePence'>;

/** 'Miss Olivia Bennett', '22 Headingley Lane, Leeds, LS6 2AS' -> a seed learner. */
const learner = (
  key: string,
  [adiNumber, franchise]: [string, string],
  name: string,
  dateOfBirth: string,
  address: string,
  sourcedBy: SeedLearner['sourcedBy'],
  hours: number,
  extra: Extra = {},
): SeedLearner => {
  const [title, firstName, lastName] = name.split(' ') as [SeedLearner['title'], string, string];
  const [line1, town, postcode] = address.split(', ') as [string, string, string];
  return {
    key,
    adiNumber,
    franchise,
    title,
    firstName,
    lastName,
    dateOfBirth,
    line1,
    town,
    postcode,
    sourcedBy,
    hours,
    ...extra,
  };
};

const daniel: [string, string] = ['100001', 'aa-full-manual'];
const emmaAa: [string, string] = ['100002', 'aa-full-manual'];
const emmaBsm: [string, string] = ['100002', 'bsm-full-manual'];

/** Daniel Hughes (100001) teaches around Leeds; a few learners for 100002 (Manchester) and 100006 (DIT, Leicester). */
export const seedLearners: SeedLearner[] = [
  learner('olivia', daniel, 'Miss Olivia Bennett', '2007-05-14', '22 Headingley Lane, Leeds, LS6 2AS', 'Business', 10),
  learner('jack', daniel, 'Mr Jack Thornton', '2006-11-02', '7 Chapeltown Road, Leeds, LS7 3AP', 'Instructor', 0),
  learner('amelia', daniel, 'Miss Amelia Shaw', '2008-01-21', '41 Harehills Lane, Leeds, LS8 4HD', 'Business', 0),
  learner('harry', daniel, 'Mr Harry Patel', '2005-09-30', '15 Kirkstall Road, Leeds, LS4 2HT', 'Business', 6),
  learner('isla', daniel, 'Miss Isla Robinson', '2007-03-08', '3 Broad Lane, Leeds, LS5 3BT', 'Instructor', 2),
  learner('mohammed', daniel, 'Mr Mohammed Iqbal', '2004-12-17', '9 Woodhouse Lane, Leeds, LS2 9JT', 'Business', 20),
  learner('grace', daniel, 'Miss Grace Whitaker', '2008-06-25', '28 Park Square, Leeds, LS1 2PJ', 'Business', 10, {
    status: 'Pending',
  }),
  learner('noah', daniel, 'Mr Noah Fletcher', '2006-04-11', '64 Burley Road, Leeds, LS3 1JX', 'Instructor', 0),
  learner('sophie', daniel, 'Miss Sophie Holroyd', '2005-08-19', '12 Cardigan Road, Leeds, LS6 1LF', 'Business', 4),
  learner('priya', daniel, 'Ms Priya Sharma', '2001-02-03', '5 Roundhay Road, Leeds, LS7 1AB', 'Business', 8),
  learner('lewis', daniel, 'Mr Lewis Barraclough', '2007-10-27', '18 Otley Old Road, Leeds, LS16 6HP', 'Business', 10),
  learner('chloe', daniel, 'Miss Chloe Atkinson', '2006-07-07', '33 Easterly Road, Leeds, LS8 2TN', 'Instructor', 0, {
    category: 'PostTest',
  }),
  learner('ruby', emmaAa, 'Miss Ruby Walsh', '2007-02-12', '40 Wilmslow Road, Manchester, M14 5TQ', 'Business', 12),
  learner(
    'callum',
    emmaBsm,
    'Mr Callum Byrne',
    '2006-09-01',
    '8 Barlow Moor Road, Manchester, M20 2PQ',
    'Instructor',
    0,
  ),
  learner('ellie', emmaBsm, 'Miss Ellie Doyle', '2008-03-30', '2 Thomas Street, Manchester, M4 1EU', 'Business', 3),
  learner(
    'ravi',
    ['100006', 'aa-dit'],
    'Mr Ravi Mistry',
    '1992-08-22',
    '71 Narborough Road, Leicester, LE3 0BP',
    'Business',
    20,
    {
      customerType: 'DIT',
      category: 'DitCar',
      ratePence: 3500,
    },
  ),
  learner(
    'margaret',
    ['100006', 'aa-motability'],
    'Mrs Margaret Lowe',
    '1968-12-05',
    '16 Evington Road, Leicester, LE2 1HL',
    'Business',
    10,
    {
      category: 'Motability',
    },
  ),
];

export const learnerIdFor = (key: string) => seedId(`learner:${key}`);

export const seedLearnerRows = async (): Promise<void> => {
  for (const l of seedLearners) {
    const personId = seedId(`learner-person:${l.key}`);
    const learnerId = learnerIdFor(l.key);
    const category = l.category ?? 'PreTest';
    await db.insert(people).values({
      id: personId,
      title: l.title,
      firstName: l.firstName,
      lastName: l.lastName,
      dateOfBirth: l.dateOfBirth,
      emailAddress: `${l.firstName}.${l.lastName}@example.com`.toLowerCase(),
      mobileNumber: `+4477009002${String(seedLearners.indexOf(l)).padStart(2, '0')}`,
      addressLine1: l.line1,
      town: l.town,
      postcode: l.postcode,
    });
    await db.insert(learners).values({
      id: learnerId,
      personId,
      customerType: l.customerType ?? 'Learner',
      sourcedBy: l.sourcedBy,
      pickupLine1: l.line1,
      pickupTown: l.town,
      pickupPostcode: l.postcode,
    });
    await db.insert(learnerAllocations).values({
      id: seedId(`learner-allocation:${l.key}`),
      learnerId,
      propositionAllocationId: franchiseIdFor(l.adiNumber, l.franchise),
      status: l.status ?? 'Approved',
      purchaseRatePence: l.ratePence ?? (l.sourcedBy === 'Instructor' ? 3800 : 3250),
      purchaseVatRate: 0.2,
      lessonType: category === 'DitCar' ? 'DIT' : category === 'Motability' ? 'Motability' : 'Standard',
      productCategory: category,
      fromDate: '2025-09-01',
    });
    if (l.hours > 0) {
      await db.insert(lessonBalances).values({ id: seedId(`balance:${l.key}`), learnerId, category, hours: l.hours });
    }
  }
};
