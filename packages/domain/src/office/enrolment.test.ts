import { describe, expect, it } from 'vitest';
import {
  adminManages,
  agreementNameOf,
  enrolmentMessages,
  enrolmentSchema,
  enrolmentStateOf,
  isUkMobile,
  totalPayablePence,
  weeklyPence,
} from './index.ts';

const good = {
  firstName: 'Amira',
  lastName: 'Khan',
  mobileNumber: '07700 900123',
  emailAddress: 'amira@example.com',
  dateOfBirth: '1990-05-06',
  addressLine1: '2 Otley Road',
  town: 'Leeds',
  postcode: 'LS6 2AA',
  adiNumber: '400101',
  brand: 'AADS' as const,
  propositionId: '3f1c8a52-1d2b-4c3d-9e8f-0a1b2c3d4e5f',
  startDate: '2026-12-01',
};

describe('enrolling a franchisee', () => {
  const schema = enrolmentSchema('2026-11-27');
  it('takes a good enrolment, compacting the mobile and defaulting to 12 months', () => {
    expect(schema.parse(good)).toMatchObject({ mobileNumber: '07700900123', durationMonths: 12 });
  });
  it('refuses a landline, a past start date and a start more than a year ahead', () => {
    const first = (input: object) => schema.safeParse({ ...good, ...input }).error?.issues[0]?.message;
    expect(first({ mobileNumber: '0113 496 0000' })).toBe(enrolmentMessages.mobileInvalid);
    expect(first({ startDate: '2026-11-26' })).toBe(enrolmentMessages.startDateInPast);
    expect(first({ startDate: '2027-12-01' })).toBe(enrolmentMessages.startDateTooFar);
    expect(isUkMobile('+44 7700 900123')).toBe(true);
  });
  it('prices the franchise weekly from any frequency, over the weeks of its months', () => {
    expect(weeklyPence(24_000, 'Weekly')).toBe(24_000);
    expect(weeklyPence(52_000, 'Monthly')).toBe(12_000);
    expect(totalPayablePence(24_000, 12)).toBe(24_000 * 52);
    expect(agreementNameOf('Full Franchise Manual', 1)).toBe('Full Franchise Manual 1 month');
  });
  it('reads where an enrolment stands: signed, then expired, then locked, then verified', () => {
    const base = { accepted: false, linkExpired: false, locked: false, verified: false };
    expect(enrolmentStateOf(base)).toBe('Invited');
    expect(enrolmentStateOf({ ...base, verified: true })).toBe('InProgress');
    expect(enrolmentStateOf({ ...base, verified: true, locked: true })).toBe('Locked');
    expect(enrolmentStateOf({ ...base, linkExpired: true, locked: true })).toBe('LinkExpired');
    expect(enrolmentStateOf({ ...base, accepted: true, linkExpired: true })).toBe('Signed');
  });
});

describe('staff management scope', () => {
  it('lets an Admin manage only members whose brands are all within theirs', () => {
    const bsmAdmin = { roles: ['Admin'] as const, brands: ['BSM'] as const };
    expect(adminManages(bsmAdmin, { roles: ['Support'], brands: ['BSM'] })).toBe(true);
    expect(adminManages(bsmAdmin, { roles: ['Support'], brands: ['AADS', 'BSM'] })).toBe(false);
  });
});
