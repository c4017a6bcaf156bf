import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { inZone, isValidDate, localDateOf, minutesBetween, UK_TIME_ZONE } from '../time/time.ts';
import type { FieldIssue } from './add-event.ts';
import { reportIssues } from './command-issues.ts';
import { LESSON_MIN_MINUTES } from './constants.ts';
import { lessonLengthMessage } from './lesson-length.ts';
import { lessonEditMessages as m } from './messages.ts';
import { isOnTimeStep } from './time-step.ts';

/** The lesson modal's edit values (spec 2 §4 "Lesson modal", §5 "Lesson edit"). */
export type LessonEditValues = {
  start: Date | null;
  end: Date | null;
  travelTime: number;
  test: boolean;
};
export type LessonEditField = keyof LessonEditValues;

export const lessonEditIssues = (values: LessonEditValues): FieldIssue<LessonEditField>[] => {
  const issues: FieldIssue<LessonEditField>[] = [];
  const { start, end } = values;
  if (start === null) issues.push({ path: 'start', message: m.startRequired });
  else if (!isValidDate(start)) issues.push({ path: 'start', message: m.startInvalid });
  if (!isValidDate(end)) issues.push({ path: 'end', message: m.endRequired });
  if (!isValidDate(start) || !isValidDate(end)) return issues;
  if (!isOnTimeStep(start)) issues.push({ path: 'start', message: m.startQuarter });
  if (!isOnTimeStep(end)) issues.push({ path: 'end', message: m.endQuarter });
  const minutes = minutesBetween(start, end);
  const length = minutes > 0 ? lessonLengthMessage(start, end) : null;
  if (length) {
    issues.push({ path: 'end', message: length });
  } else if (minutes <= 0) {
    issues.push({ path: 'start', message: m.startBeforeEnd }, { path: 'end', message: m.endNotBeforeStart });
  } else if (minutes < LESSON_MIN_MINUTES) {
    issues.push({ path: 'end', message: m.minimumLength });
  }
  return issues;
};

const dateOrNull = z.custom<Date | null>((v) => v === null || v instanceof Date, m.startInvalid);

export const lessonEditSchema = z
  .object({ start: dateOrNull, end: dateOrNull, travelTime: z.number().int().min(0), test: z.boolean() })
  .superRefine((values, ctx) => reportIssues(ctx, lessonEditIssues(values)));

/** Changing the start date moves the end to the same day, keeping the end's wall-clock time (spec 2 §4). */
export const moveEndToStartDay = (start: Date, end: Date): Date => {
  const startLocal = inZone(start);
  const endLocal = inZone(end);
  return new Date(
    new TZDate(
      startLocal.getFullYear(),
      startLocal.getMonth(),
      startLocal.getDate(),
      endLocal.getHours(),
      endLocal.getMinutes(),
      UK_TIME_ZONE,
    ).getTime(),
  );
};

/**
 * Where the end goes when the start changes: a new start time on the same day keeps the length; a new start
 * day (typed or picked, also half typed, when the previous start was no date at all) moves a lesson's end to
 * that day at its own time. Time off, which may span days, keeps its length whenever the previous start is
 * known. Issue 8: the end follows the start's day whichever way the start is entered.
 */
export const endForNewStart = (
  previousStart: Date | null,
  start: Date,
  end: Date,
  spansDays: boolean = false,
): Date => {
  if (isValidDate(previousStart) && (spansDays || localDateOf(previousStart) === localDateOf(start))) {
    return new Date(start.getTime() + (end.getTime() - previousStart.getTime()));
  }
  return moveEndToStartDay(start, end);
};
