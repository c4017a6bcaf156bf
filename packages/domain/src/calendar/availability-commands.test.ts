import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../test/refusal-of.ts';
import { parseCommand } from '../errors/index.ts';
import { calendarRangeSchema, pendingLessonsSchema, timeSlotsAvailabilitySchema } from './availability-commands.ts';
import { isTravelTimeOption } from './command-issues.ts';

const at = (iso: string) => new Date(iso);

describe('timeSlotsAvailability command', () => {
  const slot = { startDateTime: at('2030-01-08T09:00:00Z'), endDateTime: at('2030-01-08T10:00:00Z') };
  const check = (over: Record<string, unknown>) =>
    refusalOf(() =>
      parseCommand(timeSlotsAvailabilitySchema, { instructorKey: 'i', timeSlots: [slot], ...over } as never),
    );

  it('asks about at most 31 slots', () => {
    expect(check({ timeSlots: Array(31).fill(slot) })).toBeNull();
    expect(check({ timeSlots: Array(32).fill(slot) })?.message).toBe('Check at most 31 time slots at once');
  });

  it('needs a learner to hold lessons for', () => {
    expect(check({ prebook: true })).toMatchObject({
      message: 'Choose a learner to hold lessons for',
      field: 'learnerKey',
    });
    expect(check({ prebook: true, learnerKey: 'l' })).toBeNull();
  });

  it('holds only lessons that end on the day they start, within a working day', () => {
    const twoDays = { startDateTime: at('2030-01-08T10:00:00Z'), endDateTime: at('2030-01-09T12:00:00Z') };
    expect(check({ prebook: true, learnerKey: 'l', timeSlots: [slot, twoDays] })).toMatchObject({
      message: 'A lesson must end on the day it starts',
    });
    expect(check({ timeSlots: [twoDays] })).toBeNull();
  });

  it('checks each slot travel time, 0 when not given', () => {
    expect(check({ timeSlots: [slot, { ...slot, travelTime: 50 }] })?.field).toBe('travelTime');
    const parsed = parseCommand(timeSlotsAvailabilitySchema, { instructorKey: 'i', timeSlots: [slot] });
    expect(parsed.timeSlots[0]?.travelTime).toBe(0);
  });

  it('knows the travel time options', () => {
    expect([0, 15, 30, 45, 60].every(isTravelTimeOption)).toBe(true);
    expect([5, 90, -15].some(isTravelTimeOption)).toBe(false);
  });
});

describe('pending holds command', () => {
  it('takes each hold once', () => {
    expect(parseCommand(pendingLessonsSchema, { ids: ['a', 'b', 'a'] }).ids).toEqual(['a', 'b']);
  });
});

describe('calendar range', () => {
  const range = (start: string, end: string) =>
    refusalOf(() => parseCommand(calendarRangeSchema, { startDate: at(start), endDate: at(end) }));

  it('runs forwards for at most 92 days', () => {
    expect(range('2030-01-01T00:00:00Z', '2030-04-03T00:00:00Z')).toBeNull();
    expect(range('2030-01-01T00:00:00Z', '2030-01-01T00:00:00Z')?.message).toBe(
      'The end date must be after the start date',
    );
    expect(range('2030-01-01T00:00:00Z', '2030-04-04T00:00:00Z')?.message).toBe('Choose a range of at most 92 days');
  });
});
