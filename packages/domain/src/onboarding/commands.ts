import { z } from 'zod';
import { brandCodes } from '../access/brand.ts';
import { propositionTypes } from '../access/propositions.ts';
import { personTitles } from '../people/index.ts';
import { postcodeSchema } from '../postcode/postcode.ts';
import { isIsoDate, isSingleLineText, validationMessages } from '../validation/index.ts';
import { onboardingMessages as m } from './messages.ts';

/**
 * The titles the details modal offers and the API takes: spec 4's salutations (Dr, Master, Mr, Miss, Mrs, Ms, Mx),
 * the list spec 3 uses for learners too. Spec 1 names five of them; a franchisee who is a doctor is not refused.
 */
export const onboardingTitles = personTitles;
export type OnboardingTitle = (typeof onboardingTitles)[number];

export const VERIFY_FAILURES_PER_AGREEMENT = 5;
/** How long the token from "Verify it's you" lasts: long enough to read four documents, short if the phone is lost. */
export const ONBOARDING_TOKEN_MINUTES = 120;

const line = (max: number) =>
  z
    .string({ error: m.fieldRequired })
    .trim()
    .refine(isSingleLineText, validationMessages.controlCharacters)
    .pipe(z.string().max(max));
const required = (max: number) => line(max).pipe(z.string().min(1, m.fieldRequired));

/** A date of birth yyyy-MM-dd: a real date, after 1900, never after `today` (the date picker's rule). */
export const dateOfBirthField = (today: string) =>
  z
    .string({ error: m.fieldRequired })
    .refine(isIsoDate, validationMessages.invalidDate)
    .refine((text) => text >= '1900-01-01', validationMessages.invalidDate)
    .refine((text) => text <= today, m.futureDateOfBirth);

const emailField = line(254).pipe(z.email(m.emailInvalid));

/** onboardInstructorLogin: all three answers, for one person's one agreement. */
export const onboardLoginSchema = z.object({
  email: line(254),
  postcode: line(10),
  dateOfBirth: line(10),
  personKey: z.string().max(64),
  agreementKey: z.string().max(64).nullish(),
  brand: z.string().max(10),
});

/** "Verify it's you" (spec 1 §2, §4): Verify waits for all three answers; the server then checks them. */
export const verifyFormSchema = z.object({
  postcode: required(10),
  dateOfBirth: required(10),
  email: required(254),
});

const communicationSchema = z.object({
  marketing: z.object({ email: z.boolean(), sms: z.boolean(), phone: z.boolean(), post: z.boolean() }),
  reminder: z.object({ sms: z.boolean() }),
});
export type Communication = z.output<typeof communicationSchema>;

/** Personal details update (spec 1 §7): the modal's fields. Email and ADI number are read-only and not taken. */
export const personalDetailsSchema = (today: string) =>
  z.object({
    id: z.string().max(64),
    // The API sends text: one of the titles; none is "required", another word "choose one of the list".
    salutation: z
      .string({ error: m.fieldRequired })
      .trim()
      .refine((title) => title !== '', m.fieldRequired)
      .refine(
        (title): title is OnboardingTitle => (onboardingTitles as readonly string[]).includes(title),
        m.titleUnknown,
      )
      .transform((title) => title as OnboardingTitle),
    firstName: required(60),
    lastName: required(60),
    dateOfBirth: dateOfBirthField(today),
    mobileNumber: required(20).pipe(z.string().regex(/^\+?[\d ]{10,15}$/, 'Please enter a valid phone number')),
    address: z.object({ line1: required(100), town: required(60), postcode: postcodeSchema }),
    licenceNumber: line(18).transform((v) => v.toUpperCase()),
    communication: communicationSchema,
    channel: line(30).nullish(),
    // Spec 4 §3: "recommenderId is an integer" (who recommended the person); left out, it stays as it was.
    recommenderId: z
      .number({ error: m.recommenderInvalid })
      .int(m.recommenderInvalid)
      .min(1, m.recommenderInvalid)
      .max(2_147_483_647, m.recommenderInvalid)
      .nullish(),
  });
export type PersonalDetailsCommand = z.output<ReturnType<typeof personalDetailsSchema>>;

/** The office's offer (offerFranchise): what the email's link leads to. */
export const franchiseOfferSchema = z.object({
  brand: z.enum(brandCodes),
  // Null when the office does not know it (an enrolment): the person chooses it in the details modal.
  title: z.enum(onboardingTitles).nullable(),
  firstName: required(60),
  surname: required(60),
  dateOfBirth: z.string().refine(isIsoDate),
  emailAddress: emailField,
  phoneNumber: required(20),
  address: required(100),
  city: required(60),
  zipCode: postcodeSchema,
  drivingNumber: line(18),
  adiNumber: required(10),
  franchiseName: required(120),
  franchiseType: z.enum(propositionTypes),
  durationMonths: z.number().int().min(1).max(120),
  leadType: required(20),
  startDate: z.string().refine(isIsoDate),
  paymentType: required(40),
  paymentTerms: required(80),
  totalPayablePence: z.number().int().min(0),
  weeklyPaymentPence: z.number().int().min(0),
  courseInstalments: z.number().int().min(1).max(52).nullable(),
  channel: line(30),
});
export type FranchiseOffer = z.input<typeof franchiseOfferSchema>;
