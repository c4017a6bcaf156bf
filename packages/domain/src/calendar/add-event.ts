import { z } from 'zod';
import { isValidDate, localDateOf, minutesBetween, startOfLocalDay } from '../time/time.ts';
import { multiLineText } from '../validation/index.ts';
import { reportIssues } from './command-issues.ts';
import {
  EVENT_TYPES,
  type EventType,
  LESSON_MIN_MINUTES,
  NOTES_MAX_LENGTH,
  REPEAT_CHOICES,
  REPEAT_COUNT_MAX,
  REPEAT_COUNT_MIN,
  type RepeatChoice,
  UNAVAILABLE_MIN_MINUTES,
} from './constants.ts';
import { lessonLengthMessage } from './lesson-length.ts';
import { addEventMessages as m, timeOffMessages } from './messages.ts';
import { isOnTimeStep } from './time-step.ts';

/** The add-event modal's values (spec 2 §4 "Add-event modal"). Empty fields are null. */
export type AddEventValues = {
  type: EventType | null;
  learnerId: string | null;
  start: Date | null;
  end: Date | null;
  allDay: boolean;
  test: boolean | null;
  travelTime: number;
  repeat: RepeatChoice;
  repeatCount: number | null;
  notes: string;
};

export type AddEventField = keyof AddEventValues;
export type FieldIssue<F extends string = string> = { path: F; message: string };

const timeIssues = (values: AddEventValues, now: Date): FieldIssue<AddEventField>[] => {
  const issues: FieldIssue<AddEventField>[] = [];
  const { start, end } = values;
  if (start === null) issues.push({ path: 'start', message: m.required });
  else if (!isValidDate(start)) issues.push({ path: 'start', message: m.enterStartDateTime });
  if (end === null) issues.push({ path: 'end', message: m.required });
  else if (!isValidDate(end)) issues.push({ path: 'end', message: m.enterEndDateTime });
  if (!isValidDate(start) || !isValidDate(end)) return issues;

  // An all-day slot starts at midnight: today still counts as not in the past.
  const earliestStart = values.allDay ? startOfLocalDay(now) : now;
  if (start.getTime() < earliestStart.getTime()) issues.push({ path: 'start', message: m.cannotBeInPast });
  if (!values.allDay && !isOnTimeStep(start)) issues.push({ path: 'start', message: m.increments });
  // An end date before the start date says so, even when that end is also in the past (issue 8).
  if (localDateOf(end) < localDateOf(start)) {
    issues.push({ path: 'end', message: m.endDateBeforeStartDate });
    return issues;
  }
  if (end.getTime() < now.getTime()) issues.push({ path: 'end', message: m.cannotBeInPast });
  if (!values.allDay && !isOnTimeStep(end)) issues.push({ path: 'end', message: m.increments });
  const length = values.type === 'LESSON' ? lessonLengthMessage(start, end) : null;
  if (length) {
    issues.push({ path: 'end', message: length });
    return issues;
  }
  const minutes = minutesBetween(start, end);
  if (minutes <= 0) issues.push({ path: 'end', message: m.startBeforeEnd });
  else if (values.type === 'LESSON' && minutes < LESSON_MIN_MINUTES)
    issues.push({ path: 'end', message: m.lessonMinimum });
  else if (values.type === 'UNAVAILABLE' && minutes < UNAVAILABLE_MIN_MINUTES) {
    issues.push({ path: 'end', message: m.unavailableMinimum });
  }
  return issues;
};

const lessonIssues = (values: AddEventValues): FieldIssue<AddEventField>[] => {
  const issues: FieldIssue<AddEventField>[] = [];
  if (!values.learnerId) issues.push({ path: 'learnerId', message: m.required });
  if (values.test === null) issues.push({ path: 'test', message: m.required });
  if (values.repeat !== 'NO_REPEAT') {
    if (values.test) issues.push({ path: 'repeat', message: m.testCannotRepeat });
    const count = values.repeatCount;
    if (count === null || !Number.isInteger(count) || count < REPEAT_COUNT_MIN || count > REPEAT_COUNT_MAX) {
      issues.push({ path: 'repeatCount', message: m.repeatCountRange });
    }
  }
  return issues;
};

/** Every problem with the add-event values, in field order; empty when they may be saved. */
export const addEventIssues = (values: AddEventValues, now: Date): FieldIssue<AddEventField>[] => {
  const issues: FieldIssue<AddEventField>[] = [];
  if (values.type === null) issues.push({ path: 'type', message: m.required });
  if (values.type === 'LESSON') issues.push(...lessonIssues(values));
  issues.push(...timeIssues(values, now));
  if (values.notes.length > NOTES_MAX_LENGTH) issues.push({ path: 'notes', message: timeOffMessages.notesTooLong });
  return issues;
};

const dateOrNull = z.custom<Date | null>((v) => v === null || v instanceof Date, m.enterStartDateTime);

/**
 * zod schema for the add-event form (react-hook-form's zodResolver). `now` is read at validation time, so
 * "in the past" stays right while the modal is open. Messages keep the spec's '^': use displayMessage.
 */
export const createAddEventSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      type: z.enum(EVENT_TYPES).nullable(),
      learnerId: z.string().nullable(),
      start: dateOrNull,
      end: dateOrNull,
      allDay: z.boolean(),
      test: z.boolean().nullable(),
      travelTime: z.number().int().min(0),
      repeat: z.enum(REPEAT_CHOICES),
      repeatCount: z.number().int().nullable(),
      notes: multiLineText(),
    })
    .superRefine((values, ctx) => reportIssues(ctx, addEventIssues(values, now())));
