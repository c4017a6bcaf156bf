import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../test/refusal-of.ts';
import { parseCommand } from '../errors/index.ts';
import { cancelTimeOffSchema, createTimeOffSchema } from './time-off-commands.ts';

const at = (iso: string) => new Date(iso);
const now = at('2030-03-01T08:00:00Z');

const slot = {
  instructorId: 'instructor',
  startDateTime: at('2030-03-05T12:00:00Z'),
  endDateTime: at('2030-03-05T13:00:00Z'),
  notes: 'Dentist',
};
type Schedule = { frequency: 'DAILY' | 'WEEKLY' | 'MONTHLY'; startDate: string; endDate: string };
const create = (over: Partial<typeof slot> & { allDay?: boolean; repeatSchedule?: Schedule } = {}) =>
  parseCommand(createTimeOffSchema(now), { ...slot, ...over });

describe('createTimeOff command', () => {
  it('checks the notes first, then the add-event modal rules', () => {
    const tooLong = { notes: 'x'.repeat(281), startDateTime: at('2030-03-05T12:10:00Z') };
    expect(refusalOf(() => create(tooLong))).toMatchObject({ field: 'notes' });
    expect(refusalOf(() => create({ startDateTime: at('2030-03-05T12:10:00Z') }))?.message).toBe(
      'Time entered must be in 15 minute increments (eg 12.00, 12.15, 12.30, 12.45).',
    );
    expect(refusalOf(() => create({ endDateTime: at('2030-03-05T12:00:00Z') }))?.message).toBe(
      'Start time must be before the end time',
    );
  });

  it('gives one slot, or all day from the first midnight to the end of the last day (UK)', () => {
    expect(create().occurrences).toEqual([{ start: slot.startDateTime, end: slot.endDateTime }]);
    const summer = create({
      allDay: true,
      startDateTime: at('2030-06-05T10:00:00Z'),
      endDateTime: at('2030-06-05T11:00:00Z'),
    });
    expect(summer.slot).toEqual({ start: at('2030-06-04T23:00:00Z'), end: at('2030-06-05T22:59:59.999Z') });
  });

  it('repeats at the same UK time until the end date, across the clock change', () => {
    const weekly = create({ repeatSchedule: { frequency: 'WEEKLY', startDate: '2030-03-05', endDate: '2030-04-02' } });
    expect(weekly.occurrences.map((o) => o.start.toISOString())).toEqual([
      '2030-03-05T12:00:00.000Z',
      '2030-03-12T12:00:00.000Z',
      '2030-03-19T12:00:00.000Z',
      '2030-03-26T12:00:00.000Z',
      '2030-04-02T11:00:00.000Z',
    ]);
  });

  it('refuses a series that ends before it starts, or has more than 366 occurrences', () => {
    const before = { frequency: 'DAILY' as const, startDate: '2030-03-05', endDate: '2030-03-04' };
    expect(refusalOf(() => create({ repeatSchedule: before }))?.message).toBe(
      'End date should not be before start date',
    );
    const long = { frequency: 'DAILY' as const, startDate: '2030-03-05', endDate: '2031-03-06' };
    expect(refusalOf(() => create({ repeatSchedule: long }))?.message).toBe(
      'A repeating unavailable slot can have at most 366 occurrences',
    );
  });
});

describe('cancelTimeOff command', () => {
  it('trims the reason', () => {
    expect(parseCommand(cancelTimeOffSchema, { id: 'x', reason: ' ill ', cancelSeries: true })).toEqual({
      id: 'x',
      reason: 'ill',
      cancelSeries: true,
    });
  });
});
