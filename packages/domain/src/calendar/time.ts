import { TZDate } from '@date-fns/tz';
import { endOfDay, startOfDay } from 'date-fns';
import { UK_TIME_ZONE } from '../home/index.ts';
import { TIME_STEP_MINUTES } from './constants.ts';

export { UK_TIME_ZONE };

const MINUTE = 60_000;

/** The instant as a wall-clock date in a time zone (Europe/London unless told). */
export const inZone = (at: Date | number, timeZone: string = UK_TIME_ZONE): TZDate =>
  new TZDate(typeof at === 'number' ? at : at.getTime(), timeZone);

export const isValidDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

export const minutesBetween = (start: Date, end: Date): number => (end.getTime() - start.getTime()) / MINUTE;

export const addMinutesTo = (at: Date, minutes: number): Date => new Date(at.getTime() + minutes * MINUTE);

/** On a quarter hour of the wall clock (every UK offset is whole hours, so UTC quarters are the same). */
export const isOnTimeStep = (at: Date): boolean => at.getTime() % (TIME_STEP_MINUTES * MINUTE) === 0;

/** Day number of the wall clock: Monday 0 ... Sunday 6 (spec). */
export const dayNumberOf = (at: Date, timeZone: string = UK_TIME_ZONE): number =>
  (inZone(at, timeZone).getDay() + 6) % 7;

export const minuteOfDayOf = (at: Date, timeZone: string = UK_TIME_ZONE): number => {
  const local = inZone(at, timeZone);
  return local.getHours() * 60 + local.getMinutes();
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const dateOfZoned = (local: TZDate): string =>
  `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;

/** yyyy-MM-dd of the wall clock (as date-fns formats it, from the zone's getters: a few times faster). */
export const localDateOf = (at: Date, timeZone: string = UK_TIME_ZONE): string => dateOfZoned(inZone(at, timeZone));

/** localDateOf, dayNumberOf and minuteOfDayOf at once (the zone worked out once: per-slot checks). */
export const wallClockOf = (at: Date, timeZone: string = UK_TIME_ZONE) => {
  const local = inZone(at, timeZone);
  return {
    date: dateOfZoned(local),
    day: (local.getDay() + 6) % 7,
    minute: local.getHours() * 60 + local.getMinutes(),
  };
};

export const startOfLocalDay = (at: Date, timeZone: string = UK_TIME_ZONE): Date =>
  new Date(startOfDay(inZone(at, timeZone)).getTime());

export const endOfLocalDay = (at: Date, timeZone: string = UK_TIME_ZONE): Date =>
  new Date(endOfDay(inZone(at, timeZone)).getTime());

export const isWeekend = (at: Date, timeZone: string = UK_TIME_ZONE): boolean => dayNumberOf(at, timeZone) >= 5;
