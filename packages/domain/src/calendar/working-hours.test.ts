import { describe, expect, it } from 'vitest';
import { checkWorkingHours, workingHoursMessages } from './working-hours.ts';

// Monday to Friday 08:00-18:00 (480-1080), weekend off: the demo instructor's preferences.
const weekdays = [0, 1, 2, 3, 4].map((day) => ({ day, start: 480, end: 1080 }));
const hours = [...weekdays, { day: 5, start: null, end: null }, { day: 6, start: null, end: null }];
const at = (iso: string) => new Date(iso);
const lesson = (start: string, end: string) => ({ start: at(start), end: at(end) });

describe('checkWorkingHours (issue 23 defect 7)', () => {
  it('warns about a 19:15-21:15 lesson on a working day of 08:00-18:00, naming the hours', () => {
    // Wednesday 10 June 2026 (BST): 19:15 local is 18:15Z.
    expect(checkWorkingHours(lesson('2026-06-10T18:15:00Z', '2026-06-10T20:15:00Z'), hours)).toEqual({
      outside: true,
      message: workingHoursMessages.outside('08:00', '18:00'),
    });
    expect(workingHoursMessages.outside('08:00', '18:00')).toContain('08:00 to 18:00');
  });

  it('accepts a lesson inside the hours, including one ending exactly at the end', () => {
    expect(checkWorkingHours(lesson('2026-06-10T07:00:00Z', '2026-06-10T09:00:00Z'), hours).outside).toBe(false);
    expect(checkWorkingHours(lesson('2026-06-10T15:00:00Z', '2026-06-10T17:00:00Z'), hours).outside).toBe(false);
  });

  it('warns about a lesson starting before the hours or running past them', () => {
    expect(checkWorkingHours(lesson('2026-06-10T06:00:00Z', '2026-06-10T08:00:00Z'), hours).outside).toBe(true);
    expect(checkWorkingHours(lesson('2026-06-10T16:00:00Z', '2026-06-10T18:00:00Z'), hours).outside).toBe(true);
  });

  it('warns about a lesson on a day off, and never when no working hours are set', () => {
    // Saturday 13 June 2026.
    expect(checkWorkingHours(lesson('2026-06-13T09:00:00Z', '2026-06-13T11:00:00Z'), hours)).toEqual({
      outside: true,
      message: workingHoursMessages.dayOff,
    });
    expect(checkWorkingHours(lesson('2026-06-10T18:15:00Z', '2026-06-10T20:15:00Z'), []).outside).toBe(false);
  });

  it('spans the earliest start to the latest end across franchises', () => {
    const two = [...hours, { day: 2, start: 1020, end: 1320 }];
    expect(checkWorkingHours(lesson('2026-06-10T18:15:00Z', '2026-06-10T20:15:00Z'), two).outside).toBe(false);
  });

  it('reads UK wall-clock time on both clock-change Sundays', () => {
    const sundays = [{ day: 6, start: 600, end: 960 }];
    // 29 March 2026: clocks go forward at 01:00 UTC; 10:00 BST is 09:00Z.
    expect(checkWorkingHours(lesson('2026-03-29T09:00:00Z', '2026-03-29T11:00:00Z'), sundays).outside).toBe(false);
    expect(checkWorkingHours(lesson('2026-03-29T08:00:00Z', '2026-03-29T10:00:00Z'), sundays).outside).toBe(true);
    // 25 October 2026: clocks go back at 01:00 UTC; 10:00 GMT is 10:00Z.
    expect(checkWorkingHours(lesson('2026-10-25T10:00:00Z', '2026-10-25T12:00:00Z'), sundays).outside).toBe(false);
    expect(checkWorkingHours(lesson('2026-10-25T09:00:00Z', '2026-10-25T11:00:00Z'), sundays).outside).toBe(true);
  });
});
