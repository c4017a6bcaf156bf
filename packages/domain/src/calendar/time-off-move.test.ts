import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../test/refusal-of.ts';
import { parseCommand } from '../errors/index.ts';
import {
  clashDatesText,
  shiftSlots,
  timeOffMoveIssues,
  updateTimeOffSchema,
  wallDaysBetween,
} from './time-off-move.ts';

const at = (iso: string) => new Date(iso);
const now = at('2030-03-01T08:00:00Z');

describe('moving unavailable time (issue 26 §2)', () => {
  it('shifts every following slot on the wall clock, across the spring clock change (31 March 2030)', () => {
    // Wednesdays 16:30-18:00 UK; the first moved to Thursday 17:00-18:30.
    const from = { start: at('2030-03-27T16:30:00Z'), end: at('2030-03-27T18:00:00Z') };
    const to = { start: at('2030-03-28T17:00:00Z'), end: at('2030-03-28T18:30:00Z') };
    const after = { start: at('2030-04-03T15:30:00Z'), end: at('2030-04-03T17:00:00Z') }; // 16:30 BST
    expect(shiftSlots({ from, to }, [from, after])).toEqual([
      to,
      { start: at('2030-04-04T16:00:00Z'), end: at('2030-04-04T17:30:00Z') }, // Thursday 17:00-18:30 BST
    ]);
    expect(wallDaysBetween(from.start, to.start)).toBe(1);
  });

  it('a resize lengthens each slot alike', () => {
    const from = { start: at('2030-10-23T15:00:00Z'), end: at('2030-10-23T16:00:00Z') }; // 16:00-17:00 BST
    const to = { start: from.start, end: at('2030-10-23T16:30:00Z') };
    const later = { start: at('2030-10-30T16:00:00Z'), end: at('2030-10-30T17:00:00Z') }; // 16:00 GMT
    expect(shiftSlots({ from, to }, [later])).toEqual([{ start: later.start, end: at('2030-10-30T17:30:00Z') }]);
  });

  it('judges the new times as the add-event modal judges a new slot', () => {
    const slot = (start: string, end: string) => ({ start: at(start), end: at(end), allDay: false });
    expect(timeOffMoveIssues(slot('2030-03-05T12:00:00Z', '2030-03-05T13:00:00Z'), now)).toEqual([]);
    expect(timeOffMoveIssues(slot('2030-03-05T12:10:00Z', '2030-03-05T13:00:00Z'), now)[0]).toEqual({
      path: 'startDateTime',
      message: 'Time entered must be in 15 minute increments (eg 12.00, 12.15, 12.30, 12.45).',
    });
    expect(timeOffMoveIssues(slot('2030-02-27T12:00:00Z', '2030-02-27T13:00:00Z'), now)[0]?.message).toBe(
      '^Cannot be in the past',
    );
    expect(timeOffMoveIssues(slot('2030-03-05T12:00:00Z', '2030-03-05T12:00:00Z'), now)[0]?.message).toBe(
      'Start time must be before the end time',
    );
  });

  it('takes the notes, or both times; the series only when asked', () => {
    const parse = (input: object) => parseCommand(updateTimeOffSchema, { id: 't1', ...input });
    expect(parse({ notes: 'Dentist' })).toMatchObject({ notes: 'Dentist' });
    expect(refusalOf(() => parse({}))?.message).toBe('Nothing to change');
    expect(refusalOf(() => parse({ startDateTime: at('2030-03-05T12:00:00Z') }))).toMatchObject({
      field: 'endDateTime',
      message: 'Please enter a end date and time',
    });
    expect(refusalOf(() => parse({ notes: 'x'.repeat(281) }))?.message).toBe('Notes must be less than 280 characters');
    const move = parse({ startDateTime: at('2030-03-05T12:00:00Z'), endDateTime: at('2030-03-05T13:00:00Z') });
    expect(move.moveSeries ?? false).toBe(false);
  });

  it('names the dates of a refusal in UK words', () => {
    expect(clashDatesText([at('2030-03-06T23:30:00Z'), at('2030-03-13T12:00:00Z')])).toBe('Wed 6 Mar, Wed 13 Mar');
  });
});
