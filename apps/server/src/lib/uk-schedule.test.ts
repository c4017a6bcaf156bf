import { describe, expect, it } from 'vitest';
import { latestUkSlot, nextUkSlot } from './uk-schedule.ts';

describe('UK wall-clock slots', () => {
  it('18:00 every day is 17:00 UTC in summer and 18:00 UTC in winter', () => {
    expect(latestUkSlot(new Date('2026-07-01T17:30:00Z'), { hour: 18, minute: 0 }).toISOString()).toBe(
      '2026-07-01T17:00:00.000Z',
    );
    expect(latestUkSlot(new Date('2026-07-01T16:59:00Z'), { hour: 18, minute: 0 }).toISOString()).toBe(
      '2026-06-30T17:00:00.000Z',
    );
    expect(latestUkSlot(new Date('2026-12-01T18:00:00Z'), { hour: 18, minute: 0 }).toISOString()).toBe(
      '2026-12-01T18:00:00.000Z',
    );
  });

  it('Monday 06:00 is found from any day of the week, across the October clock change', () => {
    // Sunday 25 October 2026 the clocks go back; Monday 26th 06:00 is 06:00 UTC, Monday 19th 06:00 was 05:00 UTC.
    expect(latestUkSlot(new Date('2026-10-25T12:00:00Z'), { hour: 6, minute: 0, weekday: 1 }).toISOString()).toBe(
      '2026-10-19T05:00:00.000Z',
    );
    expect(latestUkSlot(new Date('2026-10-26T06:00:00Z'), { hour: 6, minute: 0, weekday: 1 }).toISOString()).toBe(
      '2026-10-26T06:00:00.000Z',
    );
    expect(nextUkSlot(new Date('2026-10-19T05:00:00Z'), { hour: 6, minute: 0, weekday: 1 }).toISOString()).toBe(
      '2026-10-26T06:00:00.000Z',
    );
  });
});
