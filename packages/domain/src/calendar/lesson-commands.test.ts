import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../test/refusal-of.ts';
import { parseCommand } from '../errors/index.ts';
import {
  cancelLessonFormSchema,
  cancelLessonSchema,
  changeLessonSchema,
  createLessonSchema,
  updateNotesSchema,
} from './lesson-commands.ts';

const at = (iso: string) => new Date(iso);
const now = at('2030-01-07T08:00:00Z');

const lesson = {
  learnerId: 'learner',
  instructorId: 'instructor',
  startDateTime: at('2030-01-08T09:00:00Z'),
  endDateTime: at('2030-01-08T11:00:00Z'),
  test: false,
  status: 'Active',
};
const create = (over: Partial<typeof lesson> & { travelTime?: number | null; notes?: string | null } = {}) =>
  refusalOf(() => parseCommand(createLessonSchema(now), { ...lesson, ...over }));

describe('createLesson command', () => {
  it('refuses a lesson that runs into the next day, whatever the client sends', () => {
    const twoDays = { startDateTime: at('2030-01-08T10:00:00Z'), endDateTime: at('2030-01-09T12:00:00Z') };
    expect(create(twoDays)).toMatchObject({
      reason: 'INVALID_INPUT',
      message: 'A lesson must end on the day it starts',
    });
  });

  it('takes a valid lesson, travel time 0 when not given', () => {
    expect(create()).toBeNull();
    expect(parseCommand(createLessonSchema(now), lesson).travelTime).toBe(0);
  });

  it('refuses another status, a start in the past and an unknown travel time, in that order', () => {
    const past = { startDateTime: at('2030-01-07T07:00:00Z'), travelTime: 20 };
    expect(create({ status: 'Pending', ...past })).toEqual({
      reason: 'INVALID_INPUT',
      message: 'New lessons are created with status Active',
      field: 'status',
    });
    expect(create(past)).toEqual({ reason: 'BOOKING_IN_PAST', message: 'Unable to book lessons in the past' });
    expect(create({ travelTime: 20 })).toEqual({
      reason: 'INVALID_INPUT',
      message: 'Travel time must be 0, 15, 30, 45 or 60 minutes',
      field: 'travelTime',
    });
  });

  it("then applies the add-event modal's rules, without the spec's '^'", () => {
    expect(create({ endDateTime: at('2030-01-08T09:45:00Z') })).toMatchObject({
      message: 'Lesson must be at least 1 hour',
      field: 'end',
    });
    expect(create({ startDateTime: at('2030-01-08T09:10:00Z') })?.message).toBe(
      'Time entered must be in 15 minute increments (eg 12.00, 12.15, 12.30, 12.45).',
    );
    expect(create({ learnerId: '' })).toMatchObject({ message: 'This field is required', field: 'learnerId' });
    expect(create({ notes: 'x'.repeat(281) })).toMatchObject({ field: 'notes' });
  });
});

describe('changeLesson command', () => {
  const change = (start: string, end: string, travelTime = 0) =>
    refusalOf(() =>
      parseCommand(changeLessonSchema(at('2030-01-08T12:00:00Z')), {
        id: 'lesson',
        startDateTime: at(start),
        endDateTime: at(end),
        travelTime,
        test: false,
      }),
    );

  it('lets a lesson move earlier today, but not to an earlier day', () => {
    expect(change('2030-01-08T08:00:00Z', '2030-01-08T09:00:00Z')).toBeNull();
    expect(change('2030-01-07T09:00:00Z', '2030-01-07T10:00:00Z')).toMatchObject({ reason: 'BOOKING_IN_PAST' });
  });

  it('refuses a change that makes the lesson run into the next day', () => {
    expect(change('2030-01-09T10:00:00Z', '2030-01-10T12:00:00Z')?.message).toBe(
      'A lesson must end on the day it starts',
    );
  });

  it('checks the travel time, then the lesson modal rules', () => {
    expect(change('2030-01-09T09:00:00Z', '2030-01-09T09:30:00Z', 10)?.field).toBe('travelTime');
    expect(change('2030-01-09T09:00:00Z', '2030-01-09T09:30:00Z')?.message).toBe(
      'The minimum lesson length is 60 minutes',
    );
  });
});

describe('cancelLesson and notes commands', () => {
  it('trims the reason, and leaves no reason as null', () => {
    expect(parseCommand(cancelLessonSchema, { id: 'x', reason: '  car broke down ' }).reason).toBe('car broke down');
    expect(parseCommand(cancelLessonSchema, { id: 'x', reason: '   ' }).reason).toBeNull();
  });

  it('asks the modal for five words only when cancelling within 48 hours', () => {
    const now = new Date('2030-06-03T08:00:00Z');
    const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
    const problem = (start: Date, reason: string) =>
      cancelLessonFormSchema(start, now).safeParse({ reason, refundLearner: true }).error?.issues[0]?.message;
    expect(problem(inHours(24), 'Learner unwell')).toBe('Please enter a cancellation reason with at least 5 words');
    expect(problem(inHours(24), 'Learner unwell with a cold')).toBeUndefined();
    expect(problem(inHours(72), '')).toBeUndefined();
  });

  it('keeps notes to 280 characters', () => {
    expect(refusalOf(() => parseCommand(updateNotesSchema, { id: 'x', notes: 'x'.repeat(280) }))).toBeNull();
    expect(refusalOf(() => parseCommand(updateNotesSchema, { id: 'x', notes: 'x'.repeat(281) }))).toEqual({
      reason: 'INVALID_INPUT',
      message: 'Notes must be less than 280 characters',
      field: 'notes',
    });
  });
});
