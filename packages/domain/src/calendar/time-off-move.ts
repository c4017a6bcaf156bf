import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { z } from 'zod';
import { endOfLocalDay, inZone, startOfLocalDay, UK_TIME_ZONE } from '../time/time.ts';
import { addEventIssues } from './add-event.ts';
import { instantField, optionalFlagField } from './command-fields.ts';
import { type CommandIssue, reportIssues } from './command-issues.ts';
import { addEventMessages, timeOffMessages as m } from './messages.ts';
import type { Slot } from './repeat.ts';
import { notesSchema } from './time-off.ts';

/**
 * The wall-clock reading of an instant (Europe/London) as milliseconds, as if the wall clock were UTC: the
 * difference of two readings is a move on the wall clock, so a slot moved from 16:30 to 17:00 is at 17:00 on
 * either side of a clock change.
 */
const wallMs = (at: Date): number => {
  const l = inZone(at);
  return Date.UTC(
    l.getFullYear(),
    l.getMonth(),
    l.getDate(),
    l.getHours(),
    l.getMinutes(),
    l.getSeconds(),
    l.getMilliseconds(),
  );
};

const fromWallMs = (ms: number): Date => {
  const w = new Date(ms);
  const local = new TZDate(
    w.getUTCFullYear(),
    w.getUTCMonth(),
    w.getUTCDate(),
    w.getUTCHours(),
    w.getUTCMinutes(),
    w.getUTCSeconds(),
    w.getUTCMilliseconds(),
    UK_TIME_ZONE,
  );
  return new Date(local.getTime());
};

/** A slot's move: where it was and where it goes. */
export type SlotMove = { from: Slot; to: Slot };

/**
 * Issue 26 §2, "all following": every slot shifted on the wall clock as the move shifted its own slot (the
 * start by the start's shift, the end by the end's, so a resize lengthens each one alike).
 */
export const shiftSlots = (move: SlotMove, slots: readonly Slot[]): Slot[] => {
  const startBy = wallMs(move.to.start) - wallMs(move.from.start);
  const endBy = wallMs(move.to.end) - wallMs(move.from.end);
  return slots.map((slot) => ({
    start: fromWallMs(wallMs(slot.start) + startBy),
    end: fromWallMs(wallMs(slot.end) + endBy),
  }));
};

/** Whole wall-clock days between two instants' dates (a move to the next week is 7). */
export const wallDaysBetween = (from: Date, to: Date): number => {
  const day = (at: Date) => Math.floor(wallMs(at) / 86_400_000);
  return day(to) - day(from);
};

/** An all-day slot keeps whole days: from its first midnight to the end of its last day (UK wall clock). */
export const timeOffSlotOf = (slot: Slot, allDay: boolean): Slot =>
  allDay ? { start: startOfLocalDay(slot.start), end: endOfLocalDay(slot.end) } : slot;

const apiField = (path: CommandIssue['path']) =>
  path === 'start' ? 'startDateTime' : path === 'end' ? 'endDateTime' : path;

/**
 * A moved or resized unavailable slot is judged as the add-event modal judges a new one (spec 2 §5): not in the
 * past, 15-minute steps unless all day, at least 15 minutes, the end date not before the start date.
 */
export const timeOffMoveIssues = (slot: Slot & { allDay: boolean }, now: Date): CommandIssue[] =>
  addEventIssues(
    {
      type: 'UNAVAILABLE',
      learnerId: null,
      test: null,
      travelTime: 0,
      notes: '',
      start: slot.start,
      end: slot.end,
      allDay: slot.allDay,
      repeat: 'NO_REPEAT',
      repeatCount: null,
    },
    now,
  ).map((issue) => ({ ...issue, path: apiField(issue.path) }));

/** The dates of a refusal, as the instructor reads them: "Wed 4 Mar, Wed 11 Mar". */
export const clashDatesText = (dates: readonly Date[]): string =>
  dates.map((d) => format(inZone(d), 'EEE d MMM')).join(', ');

/**
 * updateTimeOff's input (spec 4: id and notes; issue 26 §2 adds the times of a move or resize, given together,
 * and moveSeries: this slot and every later one of its series shift alike).
 */
export const updateTimeOffSchema = z
  .object({
    id: z.string(),
    notes: notesSchema.nullish(),
    startDateTime: instantField.nullish(),
    endDateTime: instantField.nullish(),
    moveSeries: optionalFlagField,
  })
  .superRefine((input, ctx) => {
    const issues: CommandIssue[] = [];
    if (input.startDateTime == null && input.endDateTime != null)
      issues.push({ path: 'startDateTime', message: addEventMessages.enterStartDateTime });
    if (input.endDateTime == null && input.startDateTime != null)
      issues.push({ path: 'endDateTime', message: addEventMessages.enterEndDateTime });
    if (input.notes == null && input.startDateTime == null && input.endDateTime == null)
      issues.push({ path: 'notes', message: m.nothingToChange });
    reportIssues(ctx, issues);
  });
