import { TZDate } from '@date-fns/tz';
import { addDays, addHours, startOfHour } from 'date-fns';
import { endOfLocalDay, inZone, isWeekend, localDateOf, startOfLocalDay, UK_TIME_ZONE } from '../time/time.ts';
import {
  DEFAULT_LESSON_HOURS,
  DEFAULT_NEW_EVENT_HOUR,
  DEFAULT_UNAVAILABLE_HOURS,
  type EventType,
} from './constants.ts';

/** Default new-event date: tomorrow if the initial date is a weekend, otherwise the initial date (spec 2 §4). */
export const defaultEventDate = (initial: Date): Date =>
  isWeekend(initial) ? new Date(addDays(inZone(initial), 1).getTime()) : new Date(initial.getTime());

/**
 * Where the New Event button starts a new event (spec 2 §4): 09:00 on the default day, or the next whole hour
 * when that day is today and 09:00 has passed, unless a default lesson from then would run past midnight (then
 * 09:00 the next day). UK wall clock, whatever the browser's time zone.
 */
export const defaultNewEventStart = (calendarDate: Date, now: Date): Date => {
  const day = inZone(startOfLocalDay(defaultEventDate(calendarDate)));
  const nowLocal = inZone(now);
  const at9 = (d: Date) =>
    new Date(new TZDate(d.getFullYear(), d.getMonth(), d.getDate(), DEFAULT_NEW_EVENT_HOUR, UK_TIME_ZONE).getTime());
  if (localDateOf(day) === localDateOf(now) && nowLocal.getHours() >= DEFAULT_NEW_EVENT_HOUR) {
    const next = new Date(addHours(startOfHour(nowLocal), 1).getTime());
    // A lesson ends on the day it starts (issue 8): when the default lesson would run past midnight, 09:00 tomorrow.
    const fitsToday = localDateOf(defaultEventEnd(next, 'LESSON')) === localDateOf(next);
    return fitsToday ? next : at9(inZone(addDays(day, 1)));
  }
  return at9(day);
};

/** Default end: 2 hours after the start for lessons, 1 hour for unavailable slots (spec 2 §4). */
export const defaultEventEnd = (start: Date, type: EventType): Date =>
  new Date(start.getTime() + (type === 'LESSON' ? DEFAULT_LESSON_HOURS : DEFAULT_UNAVAILABLE_HOURS) * 3_600_000);

/** All day on an unavailable slot: the start of the day to the end of the day (UK wall clock). */
export const allDayRange = (day: Date): { start: Date; end: Date } => ({
  start: startOfLocalDay(day),
  end: endOfLocalDay(day),
});
