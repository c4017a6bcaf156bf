import { z } from 'zod';
import { personTitles } from '../people/index.ts';
import { normalisePostcode, postcodeSchema } from '../postcode/postcode.ts';
import { localDateOf } from '../time/time.ts';
import { isIsoDate } from '../validation/dates.ts';
import { multiLineText } from '../validation/text.ts';
import { drivingTestStatuses, drivingTestTypes, type LessonType, newLearnerLessonTypes } from './enums.ts';
import {
  detailsPostcode,
  hourlyRateProblem,
  isDetailsPhone,
  isEmailAddress,
  isNewLearnerMobile,
  isNewLearnerName,
  isValidDateOfBirth,
  newLearnerRateProblem,
  optionalText,
  requiredText,
} from './fields.ts';
import { learnerDetailsMessages as dm, learnerMessages as lm, newLearnerMessages as nm } from './messages.ts';
import { isSkillId, isSkillScore } from './progress.ts';

export const REJECTION_REASON_MAX = 500;

export const rejectLearnerSchema = z.object({
  learnerId: z.string(),
  instructorId: z.string(),
  rejectionReason: multiLineText({ error: lm.rejectionReasonRequired })
    .trim()
    .min(1, lm.rejectionReasonRequired)
    .max(REJECTION_REASON_MAX, lm.rejectionReasonTooLong),
});

/** Accepting a pending learner (issue 23: the approval home's reminder asks for); only while isPendingApproval. */
export const approveLearnerSchema = z.object({ learnerId: z.string(), instructorId: z.string() });

const newLearnerName = (required: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isNewLearnerName, nm.invalidName);

const newLearnerAddress = z.object(
  {
    line1: requiredText(nm.address),
    line2: optionalText(),
    town: requiredText(nm.address),
    county: optionalText(),
    postcode: z.string({ error: nm.address }).refine((value) => normalisePostcode(value) !== null, nm.address),
  },
  { error: nm.address },
);

export type NewLearnerContext = {
  now: Date;
  /** The instructor's price per hour for a lesson type, in pence: the bound of the rate. */
  priceFor: (lessonType: LessonType) => number;
  /** The instructor holds more than one franchise a learner may be added to. */
  franchiseRequired: boolean;
};

/** Spec 3 §5 "New self-sourced learner form", in the form's order; the address is always the pickup address. */
export const newLearnerSchema = ({ now, priceFor, franchiseRequired }: NewLearnerContext) =>
  z
    .object({
      title: z.enum(personTitles, { error: nm.salutation }),
      firstName: newLearnerName(nm.firstNameRequired),
      lastName: newLearnerName(nm.lastNameRequired),
      /** Spec 4 sends none: the address's postcode is the pickup postcode (the address is always the pickup). */
      pickupPostcode: postcodeSchema.nullish(),
      address: newLearnerAddress.nullish().refine((value) => value != null, nm.address),
      /** Spec 4's customer type and source: a learner the instructor adds is a Learner, sourced by the instructor. */
      learnerType: z
        .string()
        .nullish()
        .refine((value) => value == null || value === 'Learner', nm.learnerTypeLearner),
      sourcedBy: z
        .string()
        .nullish()
        .refine((value) => value == null || value === 'Instructor', nm.sourcedByInstructor),
      phoneNumber: z
        .string()
        .trim()
        .nullish()
        .transform((value) => value || null)
        .refine((value) => value === null || isNewLearnerMobile(value), nm.mobile),
      emailAddress: z
        .string({ error: nm.emailRequired })
        .trim()
        .min(1, nm.emailRequired)
        .refine(isEmailAddress, nm.emailInvalid)
        .transform((value) => value.toLowerCase()),
      dateOfBirth: z
        .string({ error: nm.dateOfBirth })
        .refine((value) => isValidDateOfBirth(value, localDateOf(now)), nm.dateOfBirth),
      lessonType: z.enum(newLearnerLessonTypes, { error: nm.lessonType }),
      hourlyRate: z.number({ error: nm.rateNotNumber }),
      franchiseId: z.string().nullish(),
    })
    .superRefine((input, ctx) => {
      // Without a franchise there is no price to judge the rate by: ask for the franchise (spec 3), not the rate.
      if (franchiseRequired && !input.franchiseId) {
        ctx.addIssue({ code: 'custom', path: ['franchiseId'], message: nm.franchise });
        return;
      }
      const rate = newLearnerRateProblem(input.hourlyRate, priceFor(input.lessonType));
      if (rate) ctx.addIssue({ code: 'custom', path: ['hourlyRate'], message: rate });
    })
    .transform(({ pickupPostcode, ...input }) => ({
      ...input,
      pickupPostcode: pickupPostcode ?? normalisePostcode(input.address?.postcode) ?? '',
    }));
/** The new-learner form's values as the web holds them: the hourly rate as typed, in pounds. */
export type NewLearnerFormValues = Omit<NewLearnerInput, 'hourlyRate'> & { hourlyRate: string };

/** The same rules for the form as the web edits it ('' is not a number). */
export const newLearnerFormSchema = (context: NewLearnerContext) =>
  z.preprocess(
    ({ hourlyRate, ...rest }: NewLearnerFormValues) => ({
      ...rest,
      hourlyRate: hourlyRate.trim() === '' ? Number.NaN : Number(hourlyRate),
    }),
    newLearnerSchema(context),
  );

type NewLearnerFields = z.input<ReturnType<typeof newLearnerSchema>>;
/** What the API receives: the enums as text, checked by the schema. */
export type NewLearnerInput = Omit<NewLearnerFields, 'title' | 'lessonType'> & { title: string; lessonType: string };
/** The API's text enums go to the schema, which checks them. */
export const asNewLearnerFields = (input: NewLearnerInput): NewLearnerFields => input as NewLearnerFields;
export type NewLearnerCommand = z.output<ReturnType<typeof newLearnerSchema>>;

const required = (max = 100) => requiredText(dm.required, max);

/** Spec 3 §5 "Learner details form": the fields and rules the form and the server share. */
const learnerDetailsFields = z.object({
  title: z.enum(personTitles, { error: dm.required }),
  firstName: required(50),
  lastName: required(50),
  contactMobile: z.string({ error: dm.phone }).trim().refine(isDetailsPhone, dm.phone),
  contactEmail: z
    .string({ error: dm.email })
    .trim()
    .refine(isEmailAddress, dm.email)
    .transform((value) => value.toLowerCase()),
  addressLine1: required(),
  addressLine2: optionalText(),
  addressTown: required(),
  addressPostcode: detailsPostcode,
});

/** The details form as the web edits it: the date of birth as its date, yyyy-MM-dd (shown dd/MM/yyyy). */
export const learnerDetailsFormSchema = learnerDetailsFields.extend({
  dateOfBirth: z.string({ error: dm.required }).refine(isIsoDate, dm.required),
});
export type LearnerDetailsFormValues = z.input<typeof learnerDetailsFormSchema>;
/** The form's values once checked (trimmed, the postcode normalised): what the update sends. */
export type LearnerDetailsCommand = z.output<typeof learnerDetailsFormSchema>;

/** Spec 3 §5 "Learner details form"; the date of birth comes at noon (UK) and is kept as its date. */
export const updateLearnerSchema = learnerDetailsFields.extend({
  id: z.string(),
  /** Spec 4 sends these fixed: the form changes the pickup address, never the billing one. */
  pickupAddressUpdate: z
    .boolean()
    .nullish()
    .refine((value) => value !== false, dm.pickupOnly),
  billingAddressUpdate: z
    .boolean()
    .nullish()
    .refine((value) => value !== true, dm.pickupOnly),
  dateOfBirth: z
    .instanceof(Date, { error: dm.required })
    .refine((at) => !Number.isNaN(at.getTime()), dm.required)
    .transform((at) => localDateOf(at)),
});
export type UpdateLearnerInput = Omit<z.input<typeof updateLearnerSchema>, 'title'> & { title: string };
export const asUpdateLearnerFields = (input: UpdateLearnerInput): z.input<typeof updateLearnerSchema> =>
  input as z.input<typeof updateLearnerSchema>;

export const updateHourlyRateSchema = z.object({ allocationId: z.string(), rate: z.number() });

/**
 * Spec 3 §5 hourly rate modal: the rate as typed, in pounds, to the number updateHourlyRate takes; `maxPence` is
 * the region rate for the learner's product category. Empty is 'Please enter a rate'.
 */
export const hourlyRateFormSchema = (maxPence: number) =>
  z.object({
    rate: z.string().transform((text, ctx) => {
      const pounds = text.trim() === '' ? null : Number(text);
      const problem = hourlyRateProblem(pounds, maxPence);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
      return pounds ?? Number.NaN;
    }),
  });

const testDate = z.string({ error: lm.testDateRequired }).refine(isIsoDate, lm.testDateRequired);

export const createTestSchema = z.object({
  learnerId: z.string(),
  date: testDate,
  status: z.enum(drivingTestStatuses),
  type: z.enum(drivingTestTypes),
});
export type CreateTestInput = z.input<typeof createTestSchema>;

/** UpdateTest: spec 4 sends the learner's id too; given, it must be the test's learner. */
export const updateTestSchema = createTestSchema
  .omit({ learnerId: true })
  .extend({ id: z.string(), learnerId: z.string().nullish() });
export type UpdateTestInput = z.input<typeof updateTestSchema>;

export const updateLearnerProgressSchema = z.object({
  learnerId: z.string(),
  skills: z
    .array(
      z.object({
        id: z.string().refine(isSkillId, lm.unknownSkill),
        score: z.number().refine(isSkillScore, lm.skillScoreRange),
      }),
    )
    .max(100)
    .refine((skills) => new Set(skills.map((skill) => skill.id)).size === skills.length, lm.unknownSkill),
});
export type UpdateLearnerProgressInput = z.input<typeof updateLearnerProgressSchema>;
