import { TZDate } from '@date-fns/tz';
import { addDays, endOfDay, format, parseISO, startOfDay } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  dayNumberOf,
  endOfLocalDay,
  isoDatePlusDays,
  isoDayNumber,
  isoDaysBetween,
  localDateOf,
  minuteOfDayOf,
  startOfLocalDay,
  ukOffsetMinutes,
  wallClockOf,
} from './time.ts';

/** The wall-clock day worked out afresh for every instant, as the remembered answers must match. */
const fresh = (t: number, zone: string) => {
  const local = new TZDate(t, zone);
  return { date: format(local, 'yyyy-MM-dd'), start: startOfDay(local).getTime(), end: endOfDay(local).getTime() };
};
const remembered = (t: number, zone: string) => ({
  date: localDateOf(new Date(t), zone),
  start: startOfLocalDay(new Date(t), zone).getTime(),
  end: endOfLocalDay(new Date(t), zone).getTime(),
});

/** Every 7 minutes over two days from `from`: steps that land on every minute of a quarter hour. */
const instants = (from: string) => Array.from({ length: 412 }, (_, i) => Date.parse(from) + i * 7 * 60_000);

describe('the wall-clock day of an instant', () => {
  it.each([
    ['UK spring forward (BST starts)', '2026-03-28T12:00:00Z', 'Europe/London'],
    ['UK fall back (BST ends)', '2026-10-24T12:00:00Z', 'Europe/London'],
    ['a New Year in the UK', '2026-12-31T00:00:00Z', 'Europe/London'],
    ['a zone three quarters off the hour', '2026-06-01T00:00:00Z', 'Asia/Kathmandu'],
    ['London before railway time (an offset of minutes and seconds)', '1840-06-01T00:00:00Z', 'Europe/London'],
  ])('is the same when remembered as worked out afresh: %s', (_name, from, zone) => {
    for (const t of instants(from)) expect(remembered(t, zone)).toEqual(fresh(t, zone));
  });

  it('keeps an invalid date invalid (and its date refused)', () => {
    expect(Number.isNaN(startOfLocalDay(new Date(Number.NaN)).getTime())).toBe(true);
    expect(Number.isNaN(endOfLocalDay(new Date(Number.NaN)).getTime())).toBe(true);
    expect(() => localDateOf(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('starts and ends the UK day at local midnight, in winter and in summer', () => {
    expect(startOfLocalDay(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(startOfLocalDay(new Date('2026-07-15T10:00:00Z')).toISOString()).toBe('2026-07-14T23:00:00.000Z');
    expect(endOfLocalDay(new Date('2026-07-14T23:30:00Z')).toISOString()).toBe('2026-07-15T22:59:59.999Z');
    expect(localDateOf(new Date('2026-07-14T23:30:00Z'))).toBe('2026-07-15');
  });
});

describe('calendar dates as day numbers', () => {
  it('adds days across month, year, leap-day and summer-time boundaries as date-fns does', () => {
    for (const [from, days] of [
      ['2026-11-02', 7],
      ['2026-12-28', 7],
      ['2028-02-25', 7],
      ['2027-03-25', 7],
      ['2027-10-28', 7],
      ['2026-01-05', -7],
      ['2026-05-31', 1],
    ] as const) {
      expect(isoDatePlusDays(from, days)).toBe(format(addDays(parseISO(from), days), 'yyyy-MM-dd'));
    }
  });

  it('counts calendar days between two dates, negative when the second is earlier', () => {
    expect(isoDaysBetween('2026-11-25', '2026-12-25')).toBe(30);
    expect(isoDaysBetween('2027-03-27', '2027-03-29')).toBe(2);
    expect(isoDaysBetween('2026-11-25', '2026-11-24')).toBe(-1);
    expect(isoDaysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('reads the date part of a timestamp, and nothing from text that is not a date', () => {
    expect(isoDayNumber('2026-11-29T23:30:00Z')).toBe(isoDayNumber('2026-11-29'));
    expect(isoDayNumber('29/11/2026')).toBeNaN();
  });
});

describe('the UK wall clock by arithmetic (issue 28 §6)', () => {
  /** What the time-zone database says of an instant, the way the portal asked it before. */
  const database = (t: number) => {
    const local = new TZDate(t, 'Europe/London');
    return {
      date: format(local, 'yyyy-MM-dd'),
      day: (local.getDay() + 6) % 7,
      minute: local.getHours() * 60 + local.getMinutes(),
      start: startOfDay(local).getTime(),
      end: endOfDay(local).getTime(),
    };
  };
  const arithmetic = (t: number) => {
    const at = new Date(t);
    return {
      date: localDateOf(at),
      day: dayNumberOf(at),
      minute: minuteOfDayOf(at),
      start: startOfLocalDay(at).getTime(),
      end: endOfLocalDay(at).getTime(),
    };
  };
  const HOUR = 3_600_000;
  /** The instants at which the two disagree, with both answers (none expected). */
  const disagreements = (instants: Iterable<number>) => {
    const found: string[] = [];
    for (const t of instants) {
      const [mine, theirs] = [JSON.stringify(arithmetic(t)), JSON.stringify(database(t))];
      if (mine !== theirs) found.push(`${new Date(t).toISOString()}: ${mine} vs ${theirs}`);
    }
    return found;
  };
  function* every(from: number, to: number, step: number) {
    for (let t = from; t < to; t += step) yield t;
  }

  it('agrees with the time-zone database around every change of the clocks from 1996 to 2045', () => {
    let checked = 0;
    for (let year = 1996; year <= 2045; year++) {
      for (const month of [2, 9]) {
        // From the Saturday to the Monday around the last Sunday, every 11 minutes.
        const last = new Date(Date.UTC(year, month + 1, 0));
        const sunday = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay());
        expect(disagreements(every(sunday - 24 * HOUR, sunday + 48 * HOUR, 11 * 60_000))).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBe(100);
  });

  it('agrees with the time-zone database every 13 hours and 7 minutes from 1995 to 2045', () => {
    expect(disagreements(every(Date.UTC(1995, 11, 25), Date.UTC(2045, 0, 1), 13 * HOUR + 7 * 60_000))).toEqual([]);
  });

  it('gives BST from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October', () => {
    expect(ukOffsetMinutes(Date.parse('2026-03-29T00:59:59.999Z'))).toBe(0);
    expect(ukOffsetMinutes(Date.parse('2026-03-29T01:00:00Z'))).toBe(60);
    expect(ukOffsetMinutes(Date.parse('2026-10-25T00:59:59.999Z'))).toBe(60);
    expect(ukOffsetMinutes(Date.parse('2026-10-25T01:00:00Z'))).toBe(0);
    // The day the clocks go forward is 23 hours long, the day they go back 25.
    const spring = new Date('2026-03-29T12:00:00Z');
    expect(endOfLocalDay(spring).getTime() + 1 - startOfLocalDay(spring).getTime()).toBe(23 * HOUR);
    const autumn = new Date('2026-10-25T12:00:00Z');
    expect(endOfLocalDay(autumn).getTime() + 1 - startOfLocalDay(autumn).getTime()).toBe(25 * HOUR);
    expect(wallClockOf(new Date('2026-07-14T23:30:00Z'))).toEqual({ date: '2026-07-15', day: 2, minute: 30 });
  });

  it('asks the database before 1996, and keeps an invalid date invalid', () => {
    // 1968-71: British Standard Time, an hour ahead all year.
    expect(minuteOfDayOf(new Date('1970-01-15T12:00:00Z'))).toBe(13 * 60);
    expect(Number.isNaN(dayNumberOf(new Date(Number.NaN)))).toBe(true);
    expect(Number.isNaN(minuteOfDayOf(new Date(Number.NaN)))).toBe(true);
    expect(Number.isNaN(wallClockOf(new Date(Number.NaN)).minute)).toBe(true);
  });
});
