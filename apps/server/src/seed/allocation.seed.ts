import type { BrandCode, Transmission } from '@portal/domain/access';
import type { DayPart, QueueLessonType } from '@portal/domain/allocation';
import type { PersonTitle } from '@portal/domain/people';
import { allocationQueue } from '../db/schema/index.ts';
import { db } from '../db/unit-of-work.ts';
import { seedId } from './seed-id.ts';

/**
 * The allocation queue (issue 24 §4): 40 learners from the booking line, AA and BSM, most in the demo
 * instructors' areas (Leeds for Daniel Hughes, Manchester for Emma Clarke, Leicester Motability for Aisha Khan),
 * some where nobody covers them yet (Sheffield, Nottingham, Wakefield, LS16 9, LS17) or that nobody teaches
 * (automatic in Leeds). Oldest first: the first joined the queue nine days ago.
 */
type Line = [
  name: string,
  postcode: string,
  street: string,
  brand: BrandCode,
  lesson: QueueLessonType,
  gear: Transmission,
  days: string,
  parts: string,
];

const lines: Line[] = [
  ['Miss Chloe Armitage', 'LS6 2AB', '41 Cardigan Road', 'AADS', 'Standard', 'Manual', '0 2 4', 'Afternoon Evening'],
  ['Mr Harry Whitaker', 'LS6 3BN', '9 Ash Road', 'AADS', 'Standard', 'Manual', '5 6', 'Morning'],
  ['Ms Priya Sharma', 'LS7 1DX', '18 Chapel Allerton Lane', 'AADS', 'Standard', 'Manual', '1 3', 'Evening'],
  ['Mr Jack Pickering', 'LS8 2EF', '102 Roundhay Road', 'AADS', 'PassPlus', 'Manual', '5', 'Morning Afternoon'],
  ['Miss Amelia Booth', 'LS4 2HR', '7 Burley Road', 'AADS', 'Standard', 'Manual', '0 1 2 3 4', 'Morning'],
  ['Mr Oliver Sutcliffe', 'LS1 3AA', '12 Park Row', 'AADS', 'Standard', 'Manual', '2 4', 'Afternoon'],
  ['Miss Sophie Dyson', 'LS2 7HZ', '4 Woodhouse Lane', 'AADS', 'Standard', 'Manual', '0 2', 'Evening'],
  ['Mr Ethan Crossley', 'LS16 5PL', '33 Otley Old Road', 'AADS', 'Standard', 'Manual', '6', 'Morning Afternoon'],
  ['Mrs Fatima Hussain', 'LS6 1QA', '25 Hyde Park Road', 'AADS', 'Standard', 'Manual', '1 2 3', 'Morning'],
  ['Mr Leo Ackroyd', 'LS7 3JG', '56 Potternewton Lane', 'AADS', 'Standard', 'Automatic', '0 4', 'Afternoon'],
  ['Miss Grace Holroyd', 'LS16 9BX', '2 Eccup Lane', 'AADS', 'Standard', 'Manual', '5', 'Morning'],
  ['Mr Noah Barraclough', 'LS17 5DR', '11 Harrogate Road', 'AADS', 'Standard', 'Manual', '1 3', 'Evening'],
  ['Miss Isla Haigh', 'LS8 4AT', '8 Harehills Lane', 'AADS', 'Standard', 'Manual', '0 1 2 3 4', 'Afternoon Evening'],
  ['Mr George Firth', 'LS5 3AB', '14 Kirkstall Hill', 'AADS', 'Standard', 'Manual', '2', 'Morning'],
  ['Miss Ava Brook', 'M4 1HN', '20 Thomas Street', 'AADS', 'Standard', 'Manual', '0 2 4', 'Morning'],
  ['Mr Muhammad Iqbal', 'M14 5RT', '63 Wilmslow Road', 'AADS', 'Standard', 'Manual', '5 6', 'Afternoon'],
  ['Miss Lily Openshaw', 'M20 2LS', '5 Lapwing Lane', 'AADS', 'PassPlus', 'Manual', '6', 'Morning'],
  ['Mr Samuel Tattersall', 'M1 1AD', '77 Oxford Street', 'AADS', 'Standard', 'Manual', '1 3', 'Evening'],
  ['Miss Evie Kershaw', 'M2 3WQ', '15 King Street', 'AADS', 'Standard', 'Manual', '0 1', 'Afternoon'],
  ['Mr Daniel Ogunleye', 'M13 9PL', '30 Upper Brook Street', 'AADS', 'Standard', 'Manual', '2 3', 'Morning'],
  ['Mrs Margaret Pollard', 'LE2 0QB', '42 London Road', 'AADS', 'Motability', 'Automatic', '1 2', 'Morning'],
  ['Mr Arjun Patel', 'LE4 6AB', '19 Belgrave Gate', 'AADS', 'Motability', 'Automatic', '3 4', 'Afternoon'],
  ['Mr Brian Tomlinson', 'LE3 0DP', '88 Narborough Road', 'AADS', 'Motability', 'Automatic', '0', 'Morning'],
  ['Miss Ruby Sheard', 'LE1 6RH', '6 Granby Street', 'AADS', 'Standard', 'Manual', '2 4', 'Evening'],
  ['Mr Thomas Ibbotson', 'S10 2HQ', '120 Fulwood Road', 'AADS', 'Standard', 'Manual', '0 2', 'Afternoon'],
  ['Miss Poppy Naylor', 'NG7 1AA', '3 Derby Road', 'AADS', 'Standard', 'Manual', '1 4', 'Morning'],
  ['Mr Alfie Greenwood', 'WF1 2EB', '21 Westgate', 'AADS', 'Standard', 'Manual', '5', 'Afternoon'],
  ['Miss Hannah Lister', 'LS6 4NS', '10 Headingley Avenue', 'AADS', 'Standard', 'Manual', '3 4', 'Afternoon'],
  ['Miss Mia Rhodes', 'M4 6BF', '9 Great Ancoats Street', 'BSM', 'Standard', 'Manual', '0 2 4', 'Evening'],
  ['Mr Joshua Hartley', 'M14 4PX', '51 Claremont Road', 'BSM', 'Standard', 'Manual', '1 2', 'Morning'],
  ['Miss Zara Ahmed', 'M20 1DN', '27 Burton Road', 'BSM', 'Standard', 'Manual', '5 6', 'Morning Afternoon'],
  ['Mr William Entwistle', 'M1 3BE', '2 Portland Street', 'BSM', 'PassPlus', 'Manual', '6', 'Afternoon'],
  ['Miss Freya Marsden', 'M2 5DB', '44 Deansgate', 'BSM', 'Standard', 'Manual', '3', 'Evening'],
  ['Mr Jacob Holt', 'M15 6JA', '16 Stretford Road', 'BSM', 'Standard', 'Manual', '0 1 2', 'Afternoon'],
  ['Miss Emily Stansfield', 'M4 2AH', '31 Oldham Street', 'BSM', 'Standard', 'Automatic', '2 4', 'Morning'],
  ['Mr Charlie Rothwell', 'LS6 2DF', '19 Brudenell Road', 'BSM', 'Standard', 'Manual', '1 3', 'Afternoon'],
  ['Miss Olivia Nuttall', 'NG1 5FS', '7 Goose Gate', 'BSM', 'Standard', 'Manual', '0 4', 'Evening'],
  ['Mr Henry Lumb', 'S1 2BJ', '40 Division Street', 'BSM', 'Standard', 'Manual', '5', 'Morning'],
  ['Miss Scarlett Duckworth', 'M20 6RT', '81 Palatine Road', 'BSM', 'Standard', 'Manual', '0 1 2 3 4', 'Evening'],
  ['Mr Adam Kowalski', 'M13 0PG', '5 Plymouth Grove', 'BSM', 'Standard', 'Manual', '3 4', 'Morning'],
];

const towns: Record<string, string> = {
  LS: 'Leeds',
  M: 'Manchester',
  LE: 'Leicester',
  S: 'Sheffield',
  NG: 'Nottingham',
  WF: 'Wakefield',
};
const HOUR_MS = 3_600_000;

export const seedAllocationQueue = async (now: Date = new Date()): Promise<void> => {
  await db.insert(allocationQueue).values(
    lines.map(([name, postcode, street, brand, lessonType, transmission, days, parts], i) => {
      const [title, firstName, lastName] = name.split(' ') as [PersonTitle, string, string];
      const area = /^[A-Z]+/.exec(postcode)![0];
      return {
        id: seedId(`queue:${i}`),
        brand,
        title,
        firstName,
        lastName,
        dateOfBirth: `${2000 + (i % 8)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
        emailAddress: `${firstName}.${lastName}@example.com`.toLowerCase(),
        mobileNumber: `+447700900${String(300 + i)}`,
        line1: street,
        line2: null,
        town: towns[area] ?? 'Leeds',
        county: null,
        postcode,
        lessonType,
        transmission,
        preferredDays: days.split(' ').map(Number),
        preferredParts: parts.split(' ') as DayPart[],
        ratePence: lessonType === 'PassPlus' ? 3800 : lessonType === 'Motability' ? 3400 : 3600,
        // Spread over the last nine days, oldest first.
        joinedAt: new Date(now.getTime() - (lines.length - i) * 5.3 * HOUR_MS),
      };
    }),
  );
};
