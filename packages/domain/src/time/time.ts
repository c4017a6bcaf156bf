import { TZDate, tzOffset } from '@date-fns/tz';
import { endOfDay, format, startOfDay } from 'date-fns';
/** The wall clock every rule of the portal keeps (UK instructors, UK learners). */
export const UK_TIME_ZONE = 'Europe/London';

const MINUTE = 60_000;

/** The instant as a wall-clock date in a time zone (Europe/London unless told). */
export const inZone = (at: Date | number, timeZone: string = UK_TIME_ZONE): TZDate =>
  new TZDate(typeof at === 'number' ? at : at.getTime(), timeZone);

export const isValidDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

export const minutesBetween = (start: Date, end: Date): number => (end.getTime() - start.getTime()) / MINUTE;

export const addMinutesTo = (at: Date, minutes: number): Date => new Date(at.getTime() + minutes * MINUTE);

/** From 1996 the UK has kept the EU's rule; before it, the time-zone database is asked. */
const UK_RULE_FROM = Date.UTC(1996, 0, 1);
/** 01:00 UTC on the last Sunday of a month (0-11) of a year. */
const lastSundayAtOneUtc = (year: number, month: number): number => {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
};
const summerTimes = new Map<number, readonly [number, number]>();

/**
 * Europe/London's offset from UTC in minutes at an instant: British Summer Time (60) from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October, else GMT (0), the rule since 1996 (The Summer Time
 * Order 2002); earlier instants are asked of the time-zone database. Worked out by arithmetic because the browser's
 * first time-zone formatter costs a phone a long task as a page opens (issue 28 §6), and a server a call per slot.
 */
export const ukOffsetMinutes = (ms: number): number => {
  if (!(ms >= UK_RULE_FROM)) return tzOffset(UK_TIME_ZONE, new Date(ms));
  const year = new Date(ms).getUTCFullYear();
  let summer = summerTimes.get(year);
  if (!summer) {
    summer = [lastSundayAtOneUtc(year, 2), lastSundayAtOneUtc(year, 9)] as const;
    summerTimes.set(year, summer);
  }
  return ms >= summer[0] && ms < summer[1] ? 60 : 0;
};

/** The UK wall clock of an instant, as the UTC fields of the Date returned. */
const ukWallClock = (ms: number): Date => new Date(ms + ukOffsetMinutes(ms) * MINUTE);

/** The instant at which the UK wall clock reads `wall` (a wall-clock time as UTC milliseconds; never in a gap here). */
const ukInstantOf = (wall: number): number => {
  const guess = wall - ukOffsetMinutes(wall) * MINUTE;
  return wall - ukOffsetMinutes(guess) * MINUTE;
};

/** True when the UK rule answers for this instant (a date in the UK from 1996; an invalid date is not). */
const ukRuled = (at: Date, timeZone: string) => timeZone === UK_TIME_ZONE && at.getTime() >= UK_RULE_FROM;

/** Day number of the wall clock: Monday 0 ... Sunday 6 (spec). */
export const dayNumberOf = (at: Date, timeZone: string = UK_TIME_ZONE): number =>
  ((ukRuled(at, timeZone) ? ukWallClock(at.getTime()).getUTCDay() : inZone(at, timeZone).getDay()) + 6) % 7;

export const minuteOfDayOf = (at: Date, timeZone: string = UK_TIME_ZONE): number => {
  if (ukRuled(at, timeZone)) {
    const wall = ukWallClock(at.getTime());
    return wall.getUTCHours() * 60 + wall.getUTCMinutes();
  }
  const local = inZone(at, timeZone);
  return local.getHours() * 60 + local.getMinutes();
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const dateOfZoned = (local: TZDate): string =>
  `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
const dateOfWall = (wall: Date): string =>
  `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;

const QUARTER_HOUR = 15 * MINUTE;
type LocalDay = { date: string; start: number; end: number };
const localDays = new Map<string, LocalDay>();

const zonedDayOf = (local: TZDate): LocalDay => ({
  date: dateOfZoned(local),
  start: startOfDay(local).getTime(),
  end: endOfDay(local).getTime(),
});

/** A UK day: from the instant its wall clock reads midnight to the millisecond before the next day's. */
const ukDayOf = (ms: number): LocalDay => {
  const wall = ukWallClock(ms);
  const y = wall.getUTCFullYear();
  const m = wall.getUTCMonth();
  const d = wall.getUTCDate();
  return { date: dateOfWall(wall), start: ukInstantOf(Date.UTC(y, m, d)), end: ukInstantOf(Date.UTC(y, m, d + 1)) - 1 };
};

/**
 * The wall-clock day of an instant: its date, first and last millisecond. A local day starts on a UTC quarter
 * hour whenever the zone's offset is whole quarter hours (every zone's today), so the answer is the same for a
 * whole quarter hour and is remembered for it: a request's many "today"s cost one time-zone conversion.
 */
const localDayOf = (at: Date, timeZone: string): LocalDay => {
  const key = `${timeZone} ${Math.floor(at.getTime() / QUARTER_HOUR)}`;
  const known = localDays.get(key);
  if (known) return known;
  const day = ukRuled(at, timeZone) ? ukDayOf(at.getTime()) : zonedDayOf(inZone(at, timeZone));
  if (day.start % QUARTER_HOUR === 0) {
    if (localDays.size >= 256) localDays.clear();
    localDays.set(key, day);
  }
  return day;
};

/** yyyy-MM-dd of the wall clock (an invalid date throws, as date-fns's format does). */
export const localDateOf = (at: Date, timeZone: string = UK_TIME_ZONE): string =>
  isValidDate(at) ? localDayOf(at, timeZone).date : format(inZone(at, timeZone), 'yyyy-MM-dd');

/** localDateOf, dayNumberOf and minuteOfDayOf at once (the zone worked out once: per-slot checks). */
export const wallClockOf = (at: Date, timeZone: string = UK_TIME_ZONE) => {
  if (ukRuled(at, timeZone)) {
    const wall = ukWallClock(at.getTime());
    return {
      date: dateOfWall(wall),
      day: (wall.getUTCDay() + 6) % 7,
      minute: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    };
  }
  const local = inZone(at, timeZone);
  return {
    date: dateOfZoned(local),
    day: (local.getDay() + 6) % 7,
    minute: local.getHours() * 60 + local.getMinutes(),
  };
};

/** The first millisecond of the wall-clock day (an invalid date gives an invalid date). */
export const startOfLocalDay = (at: Date, timeZone: string = UK_TIME_ZONE): Date =>
  new Date(isValidDate(at) ? localDayOf(at, timeZone).start : Number.NaN);

/** The last millisecond of the wall-clock day (an invalid date gives an invalid date). */
export const endOfLocalDay = (at: Date, timeZone: string = UK_TIME_ZONE): Date =>
  new Date(isValidDate(at) ? localDayOf(at, timeZone).end : Number.NaN);

/** HH:mm of the wall clock. */
export const clockTimeOf = (at: Date, timeZone: string = UK_TIME_ZONE): string => {
  const minute = minuteOfDayOf(at, timeZone);
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
};

export const isWeekend = (at: Date, timeZone: string = UK_TIME_ZONE): boolean => dayNumberOf(at, timeZone) >= 5;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A calendar date (yyyy-MM-dd, or the date part of an ISO timestamp) as a day count from 1970-01-01: calendar
 * dates subtract and add exactly, with no time zone or summer time to step over. Plain arithmetic rather than
 * date-fns' parseISO and format, as these run for every invoice and document of every home page.
 */
export const isoDayNumber = (isoDate: string): number => {
  const m = ISO_DATE.exec(isoDate);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS : Number.NaN;
};

/** The calendar date `days` after (or before, when negative) a yyyy-MM-dd date. */
export const isoDatePlusDays = (isoDate: string, days: number): string =>
  new Date((isoDayNumber(isoDate) + days) * DAY_MS).toISOString().slice(0, 10);

/** Calendar days from `from` to `to` (yyyy-MM-dd): negative when `to` is earlier. */
export const isoDaysBetween = (from: string, to: string): number => isoDayNumber(to) - isoDayNumber(from);
