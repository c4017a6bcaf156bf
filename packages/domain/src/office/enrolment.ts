import { z } from 'zod';
import { brandCodes } from '../access/brand.ts';
import type { PriceFrequency } from '../access/propositions.ts';
import { postcodeSchema } from '../postcode/postcode.ts';
import { isIsoDate, isSingleLineText, validationMessages } from '../validation/index.ts';
import type { OfficeAccessRule } from './staff.ts';

/** Who enrols new franchisees (issue 25 §4): Admin and Allocations, each within their brand scope. */
export const ENROLMENT_ACCESS: OfficeAccessRule = { roles: ['Admin', 'Allocations'] };

/** The agreement's length when the office names none, and the range it may name. */
export const DEFAULT_AGREEMENT_MONTHS = 12;
export const MAX_AGREEMENT_MONTHS = 60;
/** A start date may be set at most this far ahead, and never before today. */
export const MAX_START_DAYS_AHEAD = 365;

export const enrolmentMessages = {
  required: 'This field is required',
  emailInvalid: 'Enter a valid email address',
  mobileInvalid: 'Enter a UK mobile number, such as 07700 900123',
  adiInvalid: 'Enter the ADI number: 4 to 8 digits',
  dateInvalid: 'Enter a real date',
  dateOfBirthInvalid: 'Enter a date of birth in the past (the person is at least 17)',
  startDateInPast: 'The start date cannot be in the past',
  startDateTooFar: 'The start date must be within a year',
  monthsInvalid: `Choose from 1 to ${MAX_AGREEMENT_MONTHS} months`,
  propositionNotFound: 'Choose a franchise of this brand',
  brandNotInScope: 'You can only enrol franchisees of your own brands',
  enrolmentNotFound: 'We could not find that enrolment',
  alreadyAccepted: 'This franchisee has already accepted: the link is no longer needed',
  linkSent: 'The onboarding link was texted to the franchisee',
  adiTaken: 'This ADI number already has an enrolment in progress',
} as const;
const m = enrolmentMessages;

const line = (max: number) =>
  z
    .string({ error: m.required })
    .trim()
    .refine(isSingleLineText, validationMessages.controlCharacters)
    .pipe(z.string().min(1, m.required).max(max));

/** A UK mobile: 07... (11 digits) or +447... (spaces allowed). */
export const UK_MOBILE = /^(?:07\d{9}|\+447\d{9})$/;
export const isUkMobile = (value: string): boolean => UK_MOBILE.test(value.replace(/[\s-]/g, ''));

const addDays = (iso: string, days: number): string => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * A new franchisee (issue 25 §4): who they are (their postcode, date of birth and email are what "Verify it's
 * you" asks), the franchise offered (brand, proposition, months) and its start date. `today` is the UK date.
 */
export const enrolmentSchema = (today: string) =>
  z.object({
    firstName: line(60),
    lastName: line(60),
    mobileNumber: line(20)
      .refine(isUkMobile, m.mobileInvalid)
      .transform((v) => v.replace(/[\s-]/g, '')),
    emailAddress: line(254).pipe(z.email(m.emailInvalid)),
    dateOfBirth: line(10)
      .refine(isIsoDate, m.dateInvalid)
      .refine((d) => d >= '1900-01-01' && d <= addDays(today, -17 * 365), m.dateOfBirthInvalid),
    addressLine1: line(100),
    town: line(60),
    postcode: postcodeSchema,
    adiNumber: line(8).pipe(z.string().regex(/^\d{4,8}$/, m.adiInvalid)),
    brand: z.enum(brandCodes, { error: m.required }),
    propositionId: z.uuid(m.propositionNotFound),
    startDate: line(10)
      .refine(isIsoDate, m.dateInvalid)
      .refine((d) => d >= today, m.startDateInPast)
      .refine((d) => d <= addDays(today, MAX_START_DAYS_AHEAD), m.startDateTooFar),
    durationMonths: z
      .number({ error: m.monthsInvalid })
      .int(m.monthsInvalid)
      .min(1, m.monthsInvalid)
      .max(MAX_AGREEMENT_MONTHS, m.monthsInvalid)
      .default(DEFAULT_AGREEMENT_MONTHS),
  });
export type EnrolmentInput = z.input<ReturnType<typeof enrolmentSchema>>;
export type EnrolmentCommand = z.output<ReturnType<typeof enrolmentSchema>>;

/** The weekly payment of a proposition's price (including VAT), whatever its frequency: pence, rounded. */
export const weeklyPence = (pricePence: number, frequency: PriceFrequency): number => {
  switch (frequency) {
    case 'Weekly':
      return pricePence;
    case 'Daily':
      return pricePence * 7;
    case 'Monthly':
      return Math.round((pricePence * 12) / 52);
    default:
      return Math.round(pricePence / 52);
  }
};

/** What the franchise costs over its months: the weekly payment for each whole week of them. */
export const totalPayablePence = (weekly: number, months: number): number => weekly * Math.round((months * 52) / 12);

/** The franchise's name on the agreement: the proposition's, then its length ("Full Franchise Manual 12 months"). */
export const agreementNameOf = (propositionName: string, months: number): string =>
  `${propositionName.trim()} ${months} ${months === 1 ? 'month' : 'months'}`;

/** The steps of onboarding the office follows, in order (issue 25 §4). */
export const enrolmentSteps = ['LinkSent', 'Verified', 'Details', 'BankDetails', 'Documents', 'Signed'] as const;
export type EnrolmentStep = (typeof enrolmentSteps)[number];

/** Where an enrolment stands, for the list: the link's state first, then how far the person got. */
export const enrolmentStates = ['Invited', 'InProgress', 'LinkExpired', 'Locked', 'Signed'] as const;
export type EnrolmentState = (typeof enrolmentStates)[number];

export const enrolmentStateOf = (facts: {
  accepted: boolean;
  linkExpired: boolean;
  locked: boolean;
  verified: boolean;
}): EnrolmentState => {
  if (facts.accepted) return 'Signed';
  if (facts.linkExpired) return 'LinkExpired';
  if (facts.locked) return 'Locked';
  return facts.verified ? 'InProgress' : 'Invited';
};

/** The text that carries the link (the SMS transport). */
export const enrolmentText = (school: string, firstName: string, url: string): string =>
  `${school}: hello ${firstName}, your franchise offer is ready. Verify it's you and accept it here: ${url}`;
