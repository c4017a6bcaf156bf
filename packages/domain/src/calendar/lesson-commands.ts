import { z } from 'zod';
import { startOfLocalDay } from '../time/time.ts';
import { multiLineText } from '../validation/index.ts';
import { addEventIssues } from './add-event.ts';
import { countWords, isLateCancellation } from './cancel.ts';
import { instantField, optionalFlagField, optionalTextField, travelTimeField } from './command-fields.ts';
import { type CommandIssue, reportIssues, travelTimeIssues } from './command-issues.ts';
import { CANCELLATION_REASON_MIN_WORDS, ditLessonTypes } from './constants.ts';
import { lessonEditIssues } from './lesson-edit.ts';
import { addEventMessages, cancelMessages, calendarInputMessages as m } from './messages.ts';
import { notesSchema } from './time-off.ts';

const bookingInPast: CommandIssue = { message: addEventMessages.unableToBookInPast, reason: 'BOOKING_IN_PAST' };

const createLessonFields = z.object({
  learnerId: z.string(),
  instructorId: z.string(),
  startDateTime: instantField,
  endDateTime: instantField,
  test: z.boolean(),
  travelTime: travelTimeField,
  status: z.string(),
  ditLessonType: z.enum(ditLessonTypes).nullish(),
  notes: multiLineText().nullish(),
});
type CreateLessonFields = z.output<typeof createLessonFields>;

/** createLesson's rules in the order they are reported: then those of the add-event modal. */
const createLessonIssues = (input: CreateLessonFields, now: Date): CommandIssue[] => {
  if (input.status !== 'Active') return [{ path: 'status', message: m.newLessonsActive }];
  if (input.startDateTime.getTime() < now.getTime()) return [bookingInPast];
  const travel = travelTimeIssues(input.travelTime);
  if (travel.length > 0) return travel;
  const { learnerId, startDateTime: start, endDateTime: end, test, travelTime } = input;
  const values = { type: 'LESSON' as const, learnerId, start, end, allDay: false, test, travelTime };
  return addEventIssues({ ...values, repeat: 'NO_REPEAT', repeatCount: null, notes: input.notes ?? '' }, now);
};

/** createLesson's input: one Active lesson, not in the past, as the add-event modal would allow. */
export const createLessonSchema = (now: Date) =>
  createLessonFields.superRefine((input, ctx) => reportIssues(ctx, createLessonIssues(input, now)));

const changeLessonFields = z.object({
  id: z.string(),
  startDateTime: instantField,
  endDateTime: instantField,
  travelTime: travelTimeField,
  test: z.boolean(),
});
type ChangeLessonFields = z.output<typeof changeLessonFields>;

const changeLessonIssues = (input: ChangeLessonFields, now: Date): CommandIssue[] => {
  const travel = travelTimeIssues(input.travelTime);
  if (travel.length > 0) return travel;
  const { startDateTime: start, endDateTime: end, travelTime, test } = input;
  const issues = lessonEditIssues({ start, end, travelTime, test });
  if (issues.length > 0) return issues;
  // Today's lessons may still move earlier in the day; only earlier days are refused.
  return start.getTime() < startOfLocalDay(now).getTime() ? [bookingInPast] : [];
};

/**
 * changeLesson's input, with the lesson's own travel time and test flag filling in what the input leaves out
 * (the service knows them), judged as the lesson modal judges an edit.
 */
export const changeLessonSchema = (now: Date) =>
  changeLessonFields.superRefine((input, ctx) => reportIssues(ctx, changeLessonIssues(input, now)));

/** cancelLesson's input; whether the lesson may be cancelled or refunded depends on it (see cancel.ts). */
export const cancelLessonSchema = z.object({
  id: z.string(),
  reason: optionalTextField,
  refundLearner: optionalFlagField,
});

/**
 * The cancel-lesson modal (spec 2 §8): a late cancellation, within 48 hours of `start`, needs a reason of five
 * words, the rule the service applies (cancellationProblem); otherwise the reason is optional.
 */
export const cancelLessonFormSchema = (start: Date, now: Date) =>
  z.object({
    reason: z
      .string()
      .refine(
        (reason) => !isLateCancellation(start, now) || countWords(reason) >= CANCELLATION_REASON_MIN_WORDS,
        cancelMessages.reasonTooShort,
      ),
    refundLearner: z.boolean(),
  });

/** updateLessonNotes and updateTimeOff: only the notes change, at most 280 characters. */
export const updateNotesSchema = z.object({ id: z.string(), notes: notesSchema });
