import { z } from 'zod';
import { endOfLocalDay, localDateOf } from '../time/time.ts';
import { isoDateInRange, multiLineText } from '../validation/index.ts';
import { addEventIssues } from './add-event.ts';
import { instantField, optionalFlagField, optionalTextField } from './command-fields.ts';
import { type CommandIssue, reportIssues } from './command-issues.ts';
import { repeatFrequencies, TIME_OFF_SERIES_MAX_OCCURRENCES } from './constants.ts';
import { allDayRange } from './defaults.ts';
import { timeOffMessages as m } from './messages.ts';
import { type Slot, seriesOccurrences } from './repeat.ts';
import { isNotesTooLong } from './time-off.ts';

const createTimeOffFields = z.object({
  instructorId: z.string(),
  startDateTime: instantField,
  endDateTime: instantField,
  notes: multiLineText(),
  allDay: z
    .boolean()
    .nullish()
    .transform((allDay) => allDay ?? false),
  repeatSchedule: z
    .object({ frequency: z.enum(repeatFrequencies), startDate: isoDateInRange, endDate: isoDateInRange })
    .nullish(),
});
type CreateTimeOffFields = z.output<typeof createTimeOffFields>;

/** All day covers the whole first day to the end of the last day (UK wall clock). */
const timeOffSlot = (input: Pick<CreateTimeOffFields, 'startDateTime' | 'endDateTime' | 'allDay'>): Slot =>
  input.allDay
    ? { start: allDayRange(input.startDateTime).start, end: endOfLocalDay(input.endDateTime) }
    : { start: input.startDateTime, end: input.endDateTime };

/** The slot, or every occurrence of a repeating one (one more than the limit when the series is too long). */
const occurrencesOf = (input: CreateTimeOffFields, slot: Slot): Slot[] => {
  const schedule = input.repeatSchedule;
  if (!schedule) return [slot];
  const limit = TIME_OFF_SERIES_MAX_OCCURRENCES;
  return seriesOccurrences(slot.start, slot.end, schedule.frequency, schedule.endDate, limit);
};

const createTimeOffIssues = (input: CreateTimeOffFields, now: Date): CommandIssue[] => {
  if (isNotesTooLong(input.notes)) return [{ path: 'notes', message: m.notesTooLong }];
  const slot = timeOffSlot(input);
  const values = { type: 'UNAVAILABLE' as const, learnerId: null, test: null, travelTime: 0, notes: input.notes };
  const issues = addEventIssues(
    { ...values, ...slot, allDay: input.allDay, repeat: 'NO_REPEAT', repeatCount: null },
    now,
  );
  if (issues.length > 0) return issues;
  const schedule = input.repeatSchedule;
  if (schedule && schedule.endDate < localDateOf(slot.start)) return [{ message: m.seriesEndBeforeStart }];
  if (occurrencesOf(input, slot).length > TIME_OFF_SERIES_MAX_OCCURRENCES) return [{ message: m.seriesTooLong }];
  return [];
};

/**
 * createTimeOff's input, judged as the add-event modal judges an unavailable slot; a repeating slot ends
 * on or after its first day and has at most 366 occurrences. Gives the slot and every occurrence to save.
 */
export const createTimeOffSchema = (now: Date) =>
  createTimeOffFields
    .superRefine((input, ctx) => reportIssues(ctx, createTimeOffIssues(input, now)))
    .transform((input) => {
      const slot = timeOffSlot(input);
      return { ...input, slot, occurrences: occurrencesOf(input, slot) };
    });

/** cancelTimeOff's input: one slot, or with cancelSeries this one and every later one of its series. */
export const cancelTimeOffSchema = z.object({
  id: z.string(),
  reason: optionalTextField,
  cancelSeries: optionalFlagField,
});
