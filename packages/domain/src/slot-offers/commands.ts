import { z } from 'zod';
import { type CommandIssue, reportIssues } from '../calendar/command-issues.ts';
import { lessonTypes } from '../learners/enums.ts';
import { instantInRange } from '../validation/index.ts';
import { slotOfferMessages as m } from './messages.ts';
import { SLOT_OFFER_MAX_RECIPIENTS } from './rules.ts';

const MIN_LESSON_MINUTES = 30;

const slotFields = {
  startDateTime: instantInRange,
  endDateTime: instantInRange,
  lessonType: z.enum(lessonTypes),
};

/** A slot to offer: not started, at least half an hour. */
const slotIssues = (input: { startDateTime: Date; endDateTime: Date }, now: Date): CommandIssue[] => {
  if (input.startDateTime.getTime() <= now.getTime()) return [{ path: 'startDateTime', message: m.slotInPast }];
  if (input.endDateTime.getTime() - input.startDateTime.getTime() < MIN_LESSON_MINUTES * 60_000)
    return [{ path: 'endDateTime', message: m.slotTooShort }];
  return [];
};

/** slotOfferCandidates: the slot the instructor is about to offer. */
export const slotOfferCandidatesSchema = (now: Date) =>
  z.object(slotFields).superRefine((input, ctx) => reportIssues(ctx, slotIssues(input, now)));

const createFields = z.object({
  ...slotFields,
  standsUntil: instantInRange,
  learnerIds: z
    .array(z.string())
    .min(1, m.chooseLearners)
    .max(SLOT_OFFER_MAX_RECIPIENTS, m.tooManyLearners)
    .transform((ids) => [...new Set(ids)]),
  textInstructor: z.boolean(),
  fromLessonId: z.string().nullish(),
});

const untilIssues = (input: z.output<typeof createFields>, now: Date): CommandIssue[] => {
  if (input.standsUntil.getTime() <= now.getTime()) return [{ path: 'standsUntil', message: m.untilInPast }];
  if (input.standsUntil.getTime() > input.startDateTime.getTime())
    return [{ path: 'standsUntil', message: m.untilAfterStart }];
  return [];
};

/** createSlotOffer: the slot, whom to text and until when the offer stands (no later than the lesson's start). */
export const createSlotOfferSchema = (now: Date) =>
  createFields.superRefine((input, ctx) => {
    const slot = slotIssues(input, now);
    reportIssues(ctx, slot.length > 0 ? slot : untilIssues(input, now));
  });

/** The form's default "until": two hours before the lesson, or half-way there when it is sooner. */
export const defaultStandsUntil = (start: Date, now: Date): Date => {
  const twoHoursBefore = start.getTime() - 2 * 3_600_000;
  if (twoHoursBefore > now.getTime()) return new Date(twoHoursBefore);
  return new Date(now.getTime() + Math.floor((start.getTime() - now.getTime()) / 2));
};
