import { TZDate } from '@date-fns/tz';
import { addDays, endOfDay, format, parseISO, startOfDay } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { endOfLocalDay, isoDatePlusDays, isoDayNumber, isoDaysBetween, localDateOf, startOfLocalDay } from './time.ts';

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
