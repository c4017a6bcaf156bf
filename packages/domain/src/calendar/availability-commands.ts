import { z } from 'zod';
import { instantField, optionalFlagField, travelTimeField } from './command-fields.ts';
import { type CommandIssue, reportIssues, travelTimeIssues } from './command-issues.ts';
import { MAX_AVAILABILITY_SLOTS, MAX_CALENDAR_RANGE_DAYS } from './constants.ts';
import { lessonLengthMessage } from './lesson-length.ts';
import { addEventMessages, calendarInputMessages as m } from './messages.ts';

const DAY = 86_400_000;

const timeSlotsFields = z.object({
  instructorKey: z.string(),
  learnerKey: z.string().nullish(),
  timeSlots: z.array(z.object({ startDateTime: instantField, endDateTime: instantField, travelTime: travelTimeField })),
  ignoreTimeOff: optionalFlagField,
  ignoreWorkHours: optionalFlagField,
  ignoreCalendarItemIds: z.array(z.string()).readonly().nullish(),
  prebook: optionalFlagField,
});
type TimeSlotsFields = z.output<typeof timeSlotsFields>;

type SlotFields = TimeSlotsFields['timeSlots'][number];

/**
 * A slot ends after it starts (an invalid date is no slot either), with one of the travel time options. A slot
 * held as a lesson (prebook) is a lesson's length: on one day, within a working day.
 */
const slotIssues = (slot: SlotFields, index: number, held: boolean): CommandIssue[] => {
  const end = ['timeSlots', index, 'endDateTime'];
  if (!(slot.endDateTime.getTime() > slot.startDateTime.getTime())) {
    return [{ path: end, message: addEventMessages.startBeforeEnd }];
  }
  const length = held ? lessonLengthMessage(slot.startDateTime, slot.endDateTime) : null;
  if (length) return [{ path: end, message: length }];
  return travelTimeIssues(slot.travelTime, ['timeSlots', index, 'travelTime']);
};

const timeSlotsIssues = (input: TimeSlotsFields): CommandIssue[] => {
  if (input.timeSlots.length > MAX_AVAILABILITY_SLOTS) return [{ path: 'timeSlots', message: m.tooManySlots }];
  if (input.prebook && !input.learnerKey) return [{ path: 'learnerKey', message: m.chooseLearnerToHold }];
  return input.timeSlots.flatMap((slot, index) => slotIssues(slot, index, Boolean(input.prebook)));
};

/**
 * timeSlotsAvailability's input: at most 31 slots, each ending after it starts, within the portal's years and
 * with a travel time option; prebook names a learner.
 */
export const timeSlotsAvailabilitySchema = timeSlotsFields.superRefine((input, ctx) =>
  reportIssues(ctx, timeSlotsIssues(input)),
);

/** convertPendingLessons and cancelPendingLessons: the holds, each once. */
export const pendingLessonsSchema = z.object({
  ids: z.array(z.string()).transform((ids) => [...new Set(ids)]),
});

const calendarRangeFields = z.object({ startDate: instantField, endDate: instantField });

const calendarRangeIssues = (range: z.output<typeof calendarRangeFields>): CommandIssue[] => {
  const days = (range.endDate.getTime() - range.startDate.getTime()) / DAY;
  if (!(days > 0)) return [{ path: 'endDate', message: m.rangeEndAfterStart }];
  if (days > MAX_CALENDAR_RANGE_DAYS) return [{ path: 'endDate', message: m.rangeTooLong }];
  return [];
};

/** The calendar's range (Instructor.calendarEvents): forwards, and at most 92 days (the month view and margins). */
export const calendarRangeSchema = calendarRangeFields.superRefine((range, ctx) =>
  reportIssues(ctx, calendarRangeIssues(range)),
);
