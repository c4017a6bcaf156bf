import { addDays, addMonths, addWeeks } from 'date-fns';
import { inZone, localDateOf, UK_TIME_ZONE } from '../time/time.ts';
import { REPEAT_COUNT_MIN, type RepeatChoice, type RepeatFrequency } from './constants.ts';

/** The repeat part of the add-event form. */
export type RepeatState = { test: boolean; repeat: RepeatChoice; repeatCount: number | null };

/** Ticking test disables repeating and resets it to no repeat (spec 2 §4). */
export const applyTestToggle = <S extends RepeatState>(state: S, test: boolean): S =>
  test ? { ...state, test, repeat: 'NO_REPEAT', repeatCount: null } : { ...state, test };

/** Choosing no repeat clears the count; choosing a repeat starts the count at 2 when empty (spec 2 §4). */
export const applyRepeatChoice = <S extends RepeatState>(state: S, repeat: RepeatChoice): S => {
  if (state.test && repeat !== 'NO_REPEAT') return state;
  if (repeat === 'NO_REPEAT') return { ...state, repeat, repeatCount: null };
  return { ...state, repeat, repeatCount: state.repeatCount ?? REPEAT_COUNT_MIN };
};

export const isRepeatDisabled = (state: Pick<RepeatState, 'test'>): boolean => state.test;

/** The end date is disabled when a repeat is set (spec 2 §5). */
export const isEndDateDisabled = (state: Pick<RepeatState, 'repeat'>): boolean => state.repeat !== 'NO_REPEAT';

export type Slot = { start: Date; end: Date };

/** The nth occurrence of a wall-clock time: months clamp to the month's last day (31 Jan -> 28 Feb). */
const shiftByFrequency = (at: Date, frequency: RepeatFrequency, n: number, timeZone: string = UK_TIME_ZONE): Date => {
  const local = inZone(at, timeZone);
  const moved =
    frequency === 'DAILY' ? addDays(local, n) : frequency === 'WEEKLY' ? addWeeks(local, n) : addMonths(local, n);
  return new Date(moved.getTime());
};

/**
 * `count` slots starting with the given one, each at the same wall-clock times in Europe/London, so a
 * weekly 10:00 lesson stays at 10:00 across a clock change. Each occurrence is computed from the first
 * (never from the previous one), so monthly series do not drift after a short month.
 */
export const repeatOccurrences = (
  start: Date,
  end: Date,
  frequency: RepeatChoice,
  count: number,
  timeZone: string = UK_TIME_ZONE,
): Slot[] => {
  if (frequency === 'NO_REPEAT' || count <= 1) return [{ start: new Date(start), end: new Date(end) }];
  return Array.from({ length: count }, (_, n) => ({
    start: shiftByFrequency(start, frequency, n, timeZone),
    end: shiftByFrequency(end, frequency, n, timeZone),
  }));
};

/**
 * Occurrences of a repeating unavailable slot from its first slot until `endDate` (yyyy-MM-dd, inclusive).
 * Stops after `limit + 1` slots, so a caller can tell a series longer than its limit.
 */
export const seriesOccurrences = (
  start: Date,
  end: Date,
  frequency: RepeatFrequency,
  endDate: string,
  limit: number,
  timeZone: string = UK_TIME_ZONE,
): Slot[] => {
  const slots: Slot[] = [];
  for (let n = 0; n <= limit; n++) {
    const slotStart = shiftByFrequency(start, frequency, n, timeZone);
    if (localDateOf(slotStart, timeZone) > endDate) break;
    slots.push({ start: slotStart, end: shiftByFrequency(end, frequency, n, timeZone) });
  }
  return slots;
};

/** The repeat schedule for a count of occurrences: startDate and endDate of the series (yyyy-MM-dd). */
export const repeatScheduleFor = (
  start: Date,
  frequency: RepeatFrequency,
  count: number,
): { frequency: RepeatFrequency; startDate: string; endDate: string } => ({
  frequency,
  startDate: localDateOf(start),
  endDate: localDateOf(shiftByFrequency(start, frequency, Math.max(0, count - 1))),
});
