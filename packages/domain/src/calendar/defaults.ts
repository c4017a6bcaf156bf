import { addDays } from 'date-fns';
import { DEFAULT_LESSON_HOURS, DEFAULT_UNAVAILABLE_HOURS, type EventType } from './constants.ts';
import { endOfLocalDay, inZone, isWeekend, startOfLocalDay } from './time.ts';

/** Default new-event date: tomorrow if the initial date is a weekend, otherwise the initial date (spec 2 §4). */
export const defaultEventDate = (initial: Date): Date =>
  isWeekend(initial) ? new Date(addDays(inZone(initial), 1).getTime()) : new Date(initial.getTime());

/** Default end: 2 hours after the start for lessons, 1 hour for unavailable slots (spec 2 §4). */
export const defaultEventEnd = (start: Date, type: EventType): Date =>
  new Date(start.getTime() + (type === 'LESSON' ? DEFAULT_LESSON_HOURS : DEFAULT_UNAVAILABLE_HOURS) * 3_600_000);

/** All day on an unavailable slot: the start of the day to the end of the day (UK wall clock). */
export const allDayRange = (day: Date): { start: Date; end: Date } => ({
  start: startOfLocalDay(day),
  end: endOfLocalDay(day),
});
