import { describe, expect, it } from 'vitest';
import { minuteOfDayOf } from '../time/time.ts';
import { allDayRange, defaultEventDate, defaultEventEnd } from './defaults.ts';
import {
  applyRepeatChoice,
  applyTestToggle,
  isEndDateDisabled,
  isRepeatDisabled,
  repeatOccurrences,
  repeatScheduleFor,
  seriesOccurrences,
} from './repeat.ts';

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('defaults (spec 2 §4)', () => {
  it('moves a weekend initial date to tomorrow and keeps a weekday', () => {
    expect(iso(defaultEventDate(at('2026-06-06T09:00:00Z')))).toBe('2026-06-07T09:00:00.000Z'); // Sat -> Sun
    expect(iso(defaultEventDate(at('2026-06-07T09:00:00Z')))).toBe('2026-06-08T09:00:00.000Z'); // Sun -> Mon
    expect(iso(defaultEventDate(at('2026-06-05T09:00:00Z')))).toBe('2026-06-05T09:00:00.000Z'); // Fri
    // 23:30 UTC on Friday is 00:30 on Saturday in London: a weekend.
    expect(iso(defaultEventDate(at('2026-06-05T23:30:00Z')))).toBe('2026-06-06T23:30:00.000Z');
  });

  it('ends lessons after 2 hours and unavailable slots after 1 hour', () => {
    expect(iso(defaultEventEnd(at('2026-06-05T09:00:00Z'), 'LESSON'))).toBe('2026-06-05T11:00:00.000Z');
    expect(iso(defaultEventEnd(at('2026-06-05T09:00:00Z'), 'UNAVAILABLE'))).toBe('2026-06-05T10:00:00.000Z');
  });

  it('makes all day the UK start to end of the day, on clock-change days too', () => {
    expect(allDayRange(at('2026-06-05T12:00:00Z'))).toEqual({
      start: at('2026-06-04T23:00:00Z'),
      end: at('2026-06-05T22:59:59.999Z'),
    });
    const spring = allDayRange(at('2026-03-29T12:00:00Z'));
    expect(iso(spring.start)).toBe('2026-03-29T00:00:00.000Z');
    expect(iso(spring.end)).toBe('2026-03-29T22:59:59.999Z');
  });
});

describe('repeat toggles (spec 2 §4)', () => {
  const base = { test: false, repeat: 'NO_REPEAT' as const, repeatCount: null };
  it('ticking test disables repeating and resets it', () => {
    const weekly = { ...base, repeat: 'WEEKLY' as const, repeatCount: 4 };
    expect(applyTestToggle(weekly, true)).toEqual({ test: true, repeat: 'NO_REPEAT', repeatCount: null });
    expect(isRepeatDisabled({ test: true })).toBe(true);
    expect(applyRepeatChoice({ ...base, test: true }, 'DAILY')).toEqual({ ...base, test: true });
    expect(applyTestToggle(weekly, false)).toEqual(weekly);
  });

  it('no repeat clears the count; a repeat starts at 2', () => {
    const daily = applyRepeatChoice(base, 'DAILY');
    expect(daily).toEqual({ test: false, repeat: 'DAILY', repeatCount: 2 });
    expect(applyRepeatChoice({ ...daily, repeatCount: 7 }, 'WEEKLY').repeatCount).toBe(7);
    expect(applyRepeatChoice(daily, 'NO_REPEAT')).toEqual(base);
    expect(isEndDateDisabled(daily)).toBe(true);
    expect(isEndDateDisabled(base)).toBe(false);
  });
});

describe('repeatOccurrences in Europe/London wall clock', () => {
  it('keeps 10:00 across the spring clock change (Sunday 29 March 2026)', () => {
    const slots = repeatOccurrences(at('2026-03-22T10:00:00Z'), at('2026-03-22T12:00:00Z'), 'WEEKLY', 3);
    expect(slots.map((s) => iso(s.start))).toEqual([
      '2026-03-22T10:00:00.000Z',
      '2026-03-29T09:00:00.000Z',
      '2026-04-05T09:00:00.000Z',
    ]);
    expect(slots.every((s) => minuteOfDayOf(s.start) === 600 && minuteOfDayOf(s.end) === 720)).toBe(true);
  });

  it('keeps 10:00 across the autumn clock change (Sunday 25 October 2026)', () => {
    const slots = repeatOccurrences(at('2026-10-24T09:00:00Z'), at('2026-10-24T10:00:00Z'), 'DAILY', 3);
    expect(slots.map((s) => iso(s.start))).toEqual([
      '2026-10-24T09:00:00.000Z',
      '2026-10-25T10:00:00.000Z',
      '2026-10-26T10:00:00.000Z',
    ]);
    expect(slots.every((s) => s.end.getTime() - s.start.getTime() === 3_600_000)).toBe(true);
  });

  it('repeats monthly on the same day, clamped to short months without drifting', () => {
    const slots = repeatOccurrences(at('2026-01-31T10:00:00Z'), at('2026-01-31T11:00:00Z'), 'MONTHLY', 4);
    expect(slots.map((s) => iso(s.start))).toEqual([
      '2026-01-31T10:00:00.000Z',
      '2026-02-28T10:00:00.000Z',
      '2026-03-31T09:00:00.000Z',
      '2026-04-30T09:00:00.000Z',
    ]);
  });

  it('gives the single slot without a repeat', () => {
    expect(repeatOccurrences(at('2026-01-05T10:00:00Z'), at('2026-01-05T11:00:00Z'), 'NO_REPEAT', 5)).toHaveLength(1);
  });

  it('materialises a time-off series until its end date, capped', () => {
    const start = at('2026-10-19T08:00:00Z');
    const slots = seriesOccurrences(start, at('2026-10-19T09:00:00Z'), 'WEEKLY', '2026-11-02', 10);
    expect(slots.map((s) => iso(s.start))).toEqual([
      '2026-10-19T08:00:00.000Z',
      '2026-10-26T09:00:00.000Z',
      '2026-11-02T09:00:00.000Z',
    ]);
    expect(seriesOccurrences(start, at('2026-10-19T09:00:00Z'), 'DAILY', '2027-12-31', 5)).toHaveLength(6);
    expect(repeatScheduleFor(start, 'WEEKLY', 3)).toEqual({
      frequency: 'WEEKLY',
      startDate: '2026-10-19',
      endDate: '2026-11-02',
    });
  });
});
