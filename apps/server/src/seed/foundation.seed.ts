import type { BrandCode, InstructorStatus, PropositionType, Transmission } from '@portal/domain/access';
import type { PersonTitle } from '@portal/domain/people';
import { credentials, instructors, people, propositionAllocations, propositions } from '../db/schema/index.ts';
import { db } from '../db/unit-of-work.ts';
import { hashPassword } from '../lib/password.ts';
import { seedId, seedSalt } from './seed-id.ts';

export const DEMO_PASSWORD = 'Drive2Pass';

type SeedProposition = {
  key: string;
  name: string;
  type: PropositionType;
  brand: BrandCode;
  transmission: Transmission;
  weeklyPence: number;
};

export const seedPropositions: SeedProposition[] = [
  {
    key: 'aa-full-manual',
    name: 'Full Franchise Manual',
    type: 'Full',
    brand: 'AADS',
    transmission: 'Manual',
    weeklyPence: 24_500,
  },
  {
    key: 'aa-full-auto',
    name: 'Full Franchise Automatic',
    type: 'Full',
    brand: 'AADS',
    transmission: 'Automatic',
    weeklyPence: 26_500,
  },
  {
    key: 'bsm-full-manual',
    name: 'Full Franchise Manual',
    type: 'Full',
    brand: 'BSM',
    transmission: 'Manual',
    weeklyPence: 23_500,
  },
  {
    key: 'bsm-partnerlite',
    name: 'PartnerLite Manual',
    type: 'PartnerLite',
    brand: 'BSM',
    transmission: 'Manual',
    weeklyPence: 14_000,
  },
  {
    key: 'aa-solo',
    name: 'Solo Franchise Manual',
    type: 'Solo',
    brand: 'AADS',
    transmission: 'Manual',
    weeklyPence: 9_500,
  },
  {
    key: 'aa-trainee',
    name: 'Trainee Licence Manual',
    type: 'Trainee',
    brand: 'AADS',
    transmission: 'Manual',
    weeklyPence: 15_000,
  },
  {
    key: 'bsm-third-party',
    name: 'Third Party Partnership',
    type: 'ThirdParty',
    brand: 'BSM',
    transmission: 'Manual',
    weeklyPence: 6_000,
  },
  {
    key: 'aa-dit',
    name: 'Driving Instructor Training',
    type: 'Dit',
    brand: 'AADS',
    transmission: 'Manual',
    weeklyPence: 12_000,
  },
  {
    key: 'aa-motability',
    name: 'Motability Lessons Automatic',
    type: 'Motability',
    brand: 'AADS',
    transmission: 'Automatic',
    weeklyPence: 11_000,
  },
  {
    key: 'bsm-dormant',
    name: 'dormant Full Franchise Manual',
    type: 'Full',
    brand: 'BSM',
    transmission: 'Manual',
    weeklyPence: 23_500,
  },
];

export type SeedInstructor = {
  adiNumber: string;
  title: PersonTitle;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  mobile: string;
  address: { line1: string; town: string; county: string; postcode: string };
  status: Extract<InstructorStatus, 'Active' | 'Inactive'>;
  franchises: string[];
  shows: string;
};

/** Mobiles are in Ofcom's drama range (07700 900xxx): they can never reach a real phone. */
export const seedInstructors: SeedInstructor[] = [
  {
    adiNumber: '100001',
    title: 'Mr',
    firstName: 'Daniel',
    lastName: 'Hughes',
    dateOfBirth: '1984-03-17',
    email: 'daniel.hughes@example.co.uk',
    mobile: '+447700900101',
    address: { line1: '14 Otley Road', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS6 3AA' },
    status: 'Active',
    franchises: ['aa-full-manual'],
    shows: 'the main demo: active, one Full AA franchise',
  },
  {
    adiNumber: '100002',
    title: 'Mrs',
    firstName: 'Emma',
    lastName: 'Clarke',
    dateOfBirth: '1979-11-02',
    email: 'emma.clarke@example.co.uk',
    mobile: '+447700900102',
    address: { line1: '3 Wellington Street', town: 'Manchester', county: 'Greater Manchester', postcode: 'M4 1HN' },
    status: 'Active',
    franchises: ['aa-full-manual', 'bsm-full-manual', 'bsm-dormant'],
    shows: 'Full franchises in both brands (grey avatar, brand prefixes)',
  },
  {
    adiNumber: '100003',
    title: 'Mr',
    firstName: 'Gareth',
    lastName: 'Evans',
    dateOfBirth: '1971-06-25',
    email: 'gareth.evans@example.co.uk',
    mobile: '+447700900103',
    address: { line1: '27 Cathedral Road', town: 'Cardiff', county: 'South Glamorgan', postcode: 'CF11 9HA' },
    status: 'Inactive',
    franchises: ['aa-full-manual'],
    shows: 'status Inactive (only Home, Messages, My details)',
  },
  {
    adiNumber: '100004',
    title: 'Ms',
    firstName: 'Fiona',
    lastName: 'MacLeod',
    dateOfBirth: '1988-09-12',
    email: 'fiona.macleod@example.co.uk',
    mobile: '+447700900104',
    address: { line1: '8 Byres Road', town: 'Glasgow', county: 'Lanarkshire', postcode: 'G12 8TB' },
    status: 'Active',
    franchises: ['aa-solo'],
    shows: 'Solo franchise only (franchise-gating notices)',
  },
  {
    adiNumber: '100005',
    title: 'Mr',
    firstName: 'Tobi',
    lastName: 'Okafor',
    dateOfBirth: '1990-01-30',
    email: 'tobi.okafor@example.co.uk',
    mobile: '+447700900105',
    address: { line1: '52 Corporation Street', town: 'Birmingham', county: 'West Midlands', postcode: 'B2 4RQ' },
    status: 'Active',
    franchises: ['bsm-third-party'],
    shows: 'ThirdParty franchise only',
  },
  {
    adiNumber: '100006',
    title: 'Miss',
    firstName: 'Aisha',
    lastName: 'Khan',
    dateOfBirth: '1986-04-08',
    email: 'aisha.khan@example.co.uk',
    mobile: '+447700900106',
    address: { line1: '19 London Road', town: 'Leicester', county: 'Leicestershire', postcode: 'LE2 0QB' },
    status: 'Active',
    franchises: ['aa-dit', 'aa-motability'],
    shows: 'DIT and Motability franchises',
  },
];

export const instructorIdFor = (adiNumber: string) => seedId(`instructor:${adiNumber}`);
export const propositionIdFor = (key: string) => seedId(`proposition:${key}`);
export const franchiseIdFor = (adiNumber: string, key: string) => seedId(`allocation:${adiNumber}:${key}`);

export const seedFoundation = async (): Promise<void> => {
  await db.insert(propositions).values(
    seedPropositions.map((p) => ({
      id: propositionIdFor(p.key),
      name: p.name,
      description: `${p.brand === 'AADS' ? 'AA' : 'BSM'} ${p.name}`,
      type: p.type,
      brand: p.brand,
      transmission: p.transmission,
      priceIncludingVatPence: p.weeklyPence,
      priceExcludingVatPence: Math.round(p.weeklyPence / 1.2),
      priceFrequency: 'Weekly' as const,
    })),
  );
  for (const i of seedInstructors) {
    const personId = seedId(`person:${i.adiNumber}`);
    const instructorId = instructorIdFor(i.adiNumber);
    await db.insert(people).values({
      id: personId,
      title: i.title,
      firstName: i.firstName,
      lastName: i.lastName,
      dateOfBirth: i.dateOfBirth,
      emailAddress: i.email,
      mobileNumber: i.mobile,
      addressLine1: i.address.line1,
      town: i.address.town,
      county: i.address.county,
      postcode: i.address.postcode,
    });
    await db.insert(instructors).values({ id: instructorId, personId, adiNumber: i.adiNumber, status: i.status });
    await db.insert(propositionAllocations).values(
      i.franchises.map((key) => ({
        id: franchiseIdFor(i.adiNumber, key),
        instructorId,
        propositionId: propositionIdFor(key),
        fromDate: '2024-04-01',
      })),
    );
    await db.insert(credentials).values({
      instructorId,
      passwordHash: await hashPassword(DEMO_PASSWORD, seedSalt(i.adiNumber)),
      passwordChangedAt: new Date('2024-04-01T09:00:00Z'),
    });
  }
};
