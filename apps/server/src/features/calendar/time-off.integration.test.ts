import { beforeAll, expect, it } from 'vitest';
import {
  addCalendarInstructor,
  addLearner,
  addTimeOff,
  type CalendarInstructor,
  failureOf,
  londonLabel,
  statusOf,
} from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import type { CalendarService } from './calendar.service.ts';

const START = new Date('2030-03-01T08:00:00Z');
const london = (d: Date | string) => londonLabel(d);

describeIntegration('time off', { start: START }, (fx) => {
  let t: Fixture;
  let calendar: CalendarService;
  let me: CalendarInstructor;
  const create = (start: string, end: string, extra = {}) => addTimeOff(calendar, me, start, end, extra);
  const eventsBetween = async (from: string, to: string) =>
    (await calendar.getCalendarEvents(me.viewer, new Date(from), new Date(to))).filter(
      (e) => e.itemKind === 'time_off',
    );

  beforeAll(() => {
    t = fx();
    calendar = t.services.calendar;
    me = t.instructor;
  });

  it('creates one slot, edits only its notes, and deletes it', async () => {
    const slot = await create('2030-03-04T12:00:00Z', '2030-03-04T12:15:00Z', { notes: 'Dentist' });
    expect(slot).toMatchObject({ status: 'Active', notes: 'Dentist', allDay: false, repeatSchedule: null });
    expect((await calendar.updateTimeOff(me.viewer, { id: slot.id, notes: 'Dentist (check-up)' })).notes).toBe(
      'Dentist (check-up)',
    );
    expect((await failureOf(calendar.updateTimeOff(me.viewer, { id: slot.id, notes: 'x'.repeat(281) }))).message).toBe(
      'Notes must be less than 280 characters',
    );
    expect((await calendar.cancelTimeOff(me.viewer, { id: slot.id })).status).toBe('Deleted');
    expect((await failureOf(calendar.getTimeOff(me.viewer, slot.id))).code).toBe('NOT_FOUND');
  });

  it('refuses odd times, empty slots and the past; all day runs from midnight to the end of the day', async () => {
    expect(await failureOf(create('2030-03-05T12:00:00Z', '2030-03-05T12:10:00Z'))).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'INVALID_INPUT',
      message: 'Time entered must be in 15 minute increments (eg 12.00, 12.15, 12.30, 12.45).',
    });
    expect((await failureOf(create('2030-03-05T12:00:00Z', '2030-03-05T12:00:00Z'))).message).toBe(
      'Start time must be before the end time',
    );
    expect((await failureOf(create('2030-02-28T12:00:00Z', '2030-02-28T13:00:00Z'))).message).toBe(
      'Cannot be in the past',
    );
    const today = await create('2030-03-01T12:00:00Z', '2030-03-01T13:00:00Z', { allDay: true, notes: 'Holiday' });
    expect([today.startDateTime, today.endDateTime]).toEqual([
      new Date('2030-03-01T00:00:00Z'),
      new Date('2030-03-01T23:59:59.999Z'),
    ]);
  });

  it('materialises a weekly series at the same local time across the clock change (31 March 2030)', async () => {
    const first = await create('2030-03-19T15:30:00Z', '2030-03-19T16:30:00Z', {
      repeatSchedule: { frequency: 'WEEKLY', startDate: '2030-03-19', endDate: '2030-04-09' },
    });
    expect(first.repeatSchedule).toEqual({ frequency: 'WEEKLY', startDate: '2030-03-19', endDate: '2030-04-09' });
    const series = await eventsBetween('2030-03-18T00:00:00Z', '2030-04-15T00:00:00Z');
    const own = series.filter((e) => e.itemKind === 'time_off' && e.seriesId === first.seriesId);
    expect(own.map((e) => london(e.startDateTime))).toEqual(['Tue 15:30', 'Tue 15:30', 'Tue 15:30', 'Tue 15:30']);
    expect(own.map((e) => new Date(e.startDateTime).toISOString())).toEqual([
      '2030-03-19T15:30:00.000Z',
      '2030-03-26T15:30:00.000Z',
      '2030-04-02T14:30:00.000Z',
      '2030-04-09T14:30:00.000Z',
    ]);
  });

  it('saves nothing when any occurrence overlaps a lesson', async () => {
    const learner = await addLearner(t.db, me, { sourcedBy: 'Instructor' });
    await calendar.createLesson(me.viewer, {
      learnerId: learner,
      instructorId: me.instructorId,
      startDateTime: new Date('2030-05-15T10:00:00Z'),
      endDateTime: new Date('2030-05-15T11:00:00Z'),
      test: false,
      status: 'Active',
    });
    const failure = await failureOf(
      create('2030-05-01T09:30:00Z', '2030-05-01T10:30:00Z', {
        repeatSchedule: { frequency: 'WEEKLY', startDate: '2030-05-01', endDate: '2030-05-29' },
      }),
    );
    // Issue 23 defect 10: the clash in time-off words, never the lesson's "Unable to book lesson ...".
    expect(failure).toEqual({
      code: 'CONFLICT',
      reason: 'TIME_OFF_OVERLAP',
      message: 'Unable to add unavailable time: it overlaps a lesson or other unavailable time in your calendar.',
    });
    expect(await eventsBetween('2030-05-01T00:00:00Z', '2030-06-01T00:00:00Z')).toEqual([]);
  });

  it('deletes just one occurrence, or all future ones from it', async () => {
    const first = await create('2030-06-03T08:00:00Z', '2030-06-03T09:00:00Z', {
      repeatSchedule: { frequency: 'DAILY', startDate: '2030-06-03', endDate: '2030-06-07' },
    });
    const days = () => eventsBetween('2030-06-03T00:00:00Z', '2030-06-08T00:00:00Z');
    const ids = (await days()).map((e) => e.id);
    expect(ids).toHaveLength(5);
    await calendar.cancelTimeOff(me.viewer, { id: ids[1]! });
    expect((await days()).map((e) => e.id)).toEqual([ids[0], ids[2], ids[3], ids[4]]);
    await calendar.cancelTimeOff(me.viewer, { id: ids[3]!, cancelSeries: true });
    expect((await days()).map((e) => e.id)).toEqual([ids[0], ids[2]]);
    expect(await statusOf(t.db, ids[4]!)).toBe('Deleted');
    expect(first.id).toBe(ids[0]);
  });

  it("finds no other instructor's time off", async () => {
    const other = await addCalendarInstructor(t.db);
    const theirs = await calendar.createTimeOff(other.viewer, {
      instructorId: other.instructorId,
      startDateTime: new Date('2030-03-06T12:00:00Z'),
      endDateTime: new Date('2030-03-06T13:00:00Z'),
      notes: 'Theirs',
    });
    const notFound = { code: 'NOT_FOUND', reason: 'NOT_FOUND', message: 'Time off not found' };
    expect(await failureOf(calendar.getTimeOff(me.viewer, theirs.id))).toEqual(notFound);
    expect(await failureOf(calendar.updateTimeOff(me.viewer, { id: theirs.id, notes: 'mine' }))).toEqual(notFound);
    expect(await failureOf(calendar.cancelTimeOff(me.viewer, { id: theirs.id }))).toEqual(notFound);
    expect(
      (await failureOf(create('2030-03-06T12:00:00Z', '2030-03-06T13:00:00Z', { instructorId: other.instructorId })))
        .code,
    ).toBe('NOT_FOUND');
  });

  it('takes createTimeOff as spec 4 sends it: with the calendar range startDate and endDate', async () => {
    const mutation = `mutation ($input: CreateTimeOffInput!) { createTimeOff(input: $input) { id startDateTime notes } }`;
    const input = {
      instructorId: t.instructor.instructorId,
      startDateTime: '2030-03-07T12:00:00Z',
      endDateTime: '2030-03-07T13:00:00Z',
      notes: 'Spec 4',
      startDate: '2030-03-04T00:00:00Z',
      endDate: '2030-03-10T23:59:59Z',
    };
    const made = await t.gqlAsViewer<{ createTimeOff: { id: string; notes: string } }>(mutation, { input });
    expect(made.errors).toBeUndefined();
    expect(made.data!.createTimeOff).toMatchObject({ startDateTime: '2030-03-07T12:00:00.000Z', notes: 'Spec 4' });
    const other = await addCalendarInstructor(t.db);
    const theirs = await t.gqlAsViewer(mutation, { input: { ...input, instructorId: other.instructorId } });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
