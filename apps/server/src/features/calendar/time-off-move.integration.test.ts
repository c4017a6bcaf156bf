import { beforeAll, expect, it } from 'vitest';
import {
  addCalendarInstructor,
  addLearner,
  addTimeOff,
  type CalendarInstructor,
  londonLabel,
} from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import type { CalendarService } from './calendar.service.ts';

/* Issue 26 §2: unavailable time moved and resized through updateTimeOff, one slot or "this and all following". */

const START = new Date('2030-03-01T08:00:00Z');
const MOVE = `mutation ($input: UpdateTimeOffInput!) {
  updateTimeOff(input: $input) { id startDateTime endDateTime notes seriesId repeatSchedule { startDate endDate } }
}`;
type Moved = {
  updateTimeOff: {
    id: string;
    startDateTime: string;
    endDateTime: string;
    notes: string;
    seriesId: string | null;
    repeatSchedule: { startDate: string; endDate: string } | null;
  };
};
const london = (d: Date | string) => londonLabel(d, true);

describeIntegration('time off moved (issue 26)', { start: START }, (fx) => {
  let t: Fixture;
  let calendar: CalendarService;
  let me: CalendarInstructor;
  const create = (start: string, end: string, extra = {}) => addTimeOff(calendar, me, start, end, extra);
  const move = (input: Record<string, unknown>) => t.gqlAsViewer<Moved>(MOVE, { input });
  const refusal = (answer: Awaited<ReturnType<typeof move>>) => ({
    code: answer.errors?.[0]?.extensions?.code,
    message: answer.errors?.[0]?.message,
  });
  const slots = async (from: string, to: string) =>
    (await calendar.getCalendarEvents(me.viewer, new Date(from), new Date(to)))
      .filter((e) => e.itemKind === 'time_off')
      .map((e) => `${london(e.startDateTime)}-${london(e.endDateTime).slice(-5)}`);
  const lesson = async (start: string, end: string) =>
    calendar.createLesson(me.viewer, {
      learnerId: await addLearner(t.db, me, { sourcedBy: 'Instructor' }),
      instructorId: me.instructorId,
      startDateTime: new Date(start),
      endDateTime: new Date(end),
      travelTime: 0,
      test: false,
      status: 'Active',
    });

  beforeAll(() => {
    t = fx();
    calendar = t.services.calendar;
    me = t.instructor;
  });

  it('moves and resizes one slot, keeping its notes; bad times change nothing', async () => {
    const slot = await create('2030-03-04T12:00:00Z', '2030-03-04T13:00:00Z', { notes: 'Dentist' });
    const moved = await move({
      id: slot.id,
      startDateTime: '2030-03-05T14:00:00Z',
      endDateTime: '2030-03-05T15:30:00Z',
    });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.updateTimeOff).toMatchObject({
      startDateTime: '2030-03-05T14:00:00.000Z',
      endDateTime: '2030-03-05T15:30:00.000Z',
      notes: 'Dentist',
    });
    const before = await slots('2030-03-04T00:00:00Z', '2030-03-07T00:00:00Z');
    expect(before).toEqual(['Tue 5, 14:00-15:30']);
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { startDateTime: '2030-03-05T14:10:00Z', endDateTime: '2030-03-05T15:30:00Z' },
        'Time entered must be in 15 minute increments (eg 12.00, 12.15, 12.30, 12.45).',
      ],
      [{ startDateTime: '2030-02-27T14:00:00Z', endDateTime: '2030-02-27T15:00:00Z' }, 'Cannot be in the past'],
      [
        { startDateTime: '2030-03-05T14:00:00Z', endDateTime: '2030-03-05T14:00:00Z' },
        'Start time must be before the end time',
      ],
      [{ startDateTime: '2030-03-05T14:00:00Z' }, 'Please enter a end date and time'],
      [{ endDateTime: '2030-03-05T14:00:00Z' }, 'Please enter a start date and time'],
      [{}, 'Nothing to change'],
    ];
    for (const [times, message] of cases) {
      expect(refusal(await move({ id: slot.id, ...times }))).toEqual({ code: 'BAD_USER_INPUT', message });
    }
    expect(await slots('2030-03-04T00:00:00Z', '2030-03-07T00:00:00Z')).toEqual(before);
  });

  it('refuses a move onto a lesson (with its travel) in time-off words, and moves nothing', async () => {
    await calendar.createLesson(me.viewer, {
      learnerId: await addLearner(t.db, me, { sourcedBy: 'Instructor' }),
      instructorId: me.instructorId,
      startDateTime: new Date('2030-03-06T11:00:00Z'),
      endDateTime: new Date('2030-03-06T12:00:00Z'),
      travelTime: 30,
      test: false,
      status: 'Active',
    });
    const slot = await create('2030-03-06T09:00:00Z', '2030-03-06T10:00:00Z');
    // 10:00-10:45 runs into the lesson's travel from 10:30.
    const answer = await move({
      id: slot.id,
      startDateTime: '2030-03-06T10:00:00Z',
      endDateTime: '2030-03-06T10:45:00Z',
    });
    expect(refusal(answer)).toEqual({
      code: 'CONFLICT',
      message: 'Unable to move unavailable time: it overlaps a lesson or other unavailable time in your calendar.',
    });
    expect(await slots('2030-03-06T00:00:00Z', '2030-03-07T00:00:00Z')).toEqual(['Wed 6, 09:00-10:00']);
    // Back to back with the travel is fine.
    const fits = await move({
      id: slot.id,
      startDateTime: '2030-03-06T09:30:00Z',
      endDateTime: '2030-03-06T10:30:00Z',
    });
    expect(fits.errors).toBeUndefined();
  });

  it("finds no other instructor's slot to move", async () => {
    const other = await addCalendarInstructor(t.db);
    const theirs = await calendar.createTimeOff(other.viewer, {
      instructorId: other.instructorId,
      startDateTime: new Date('2030-03-07T12:00:00Z'),
      endDateTime: new Date('2030-03-07T13:00:00Z'),
      notes: 'Theirs',
    });
    const answer = await move({
      id: theirs.id,
      startDateTime: '2030-03-08T12:00:00Z',
      endDateTime: '2030-03-08T13:00:00Z',
    });
    expect(refusal(answer)).toEqual({ code: 'NOT_FOUND', message: 'Time off not found' });
    expect(await calendar.getTimeOff(other.viewer, theirs.id)).toMatchObject({
      startDateTime: new Date('2030-03-07T12:00:00Z'),
    });
  });

  it('moves this one, or this and all following on the wall clock across the clock change, as a new series', async () => {
    // Wednesdays 16:30-18:00 UK from 20 March to 10 April 2030 (the clocks go forward on 31 March).
    const first = await create('2030-03-20T16:30:00Z', '2030-03-20T18:00:00Z', {
      repeatSchedule: { frequency: 'WEEKLY', startDate: '2030-03-20', endDate: '2030-04-10' },
    });
    const range = ['2030-03-18T00:00:00Z', '2030-04-14T00:00:00Z'] as const;
    const ids = (await calendar.getCalendarEvents(me.viewer, new Date(range[0]), new Date(range[1])))
      .filter((e) => e.itemKind === 'time_off' && e.seriesId === first.seriesId)
      .map((e) => e.id);
    expect(ids).toHaveLength(4);

    // Just the second one, half an hour later.
    const one = await move({ id: ids[1], startDateTime: '2030-03-27T17:00:00Z', endDateTime: '2030-03-27T18:30:00Z' });
    expect(one.errors).toBeUndefined();
    expect(await slots(...range)).toEqual([
      'Wed 20, 16:30-18:00',
      'Wed 27, 17:00-18:30',
      'Wed 3, 16:30-18:00',
      'Wed 10, 16:30-18:00',
    ]);

    // From the third on: to Thursdays, 17:00-19:00 (moved a day, later and longer), in BST as in GMT.
    const following = await move({
      id: ids[2],
      startDateTime: '2030-04-04T16:00:00Z',
      endDateTime: '2030-04-04T18:00:00Z',
      moveSeries: true,
    });
    expect(following.errors).toBeUndefined();
    expect(following.data!.updateTimeOff.repeatSchedule).toEqual({ startDate: '2030-04-04', endDate: '2030-04-11' });
    expect(following.data!.updateTimeOff.seriesId).not.toBe(first.seriesId);
    expect(await slots(...range)).toEqual([
      'Wed 20, 16:30-18:00',
      'Wed 27, 17:00-18:30',
      'Thu 4, 17:00-19:00',
      'Thu 11, 17:00-19:00',
    ]);
    expect((await calendar.getTimeOff(me.viewer, ids[0]!)).repeatSchedule).toMatchObject({ endDate: '2030-03-27' });
  });

  it('moves a whole series onto its own days, or nothing: the refusal names the dates that clash', async () => {
    const first = await create('2030-05-06T08:00:00Z', '2030-05-06T09:00:00Z', {
      repeatSchedule: { frequency: 'DAILY', startDate: '2030-05-06', endDate: '2030-05-10' },
    });
    const range = ['2030-05-05T00:00:00Z', '2030-05-13T00:00:00Z'] as const;
    // A day on, from the first: each slot lands where the next one was.
    const shifted = await move({
      id: first.id,
      startDateTime: '2030-05-07T08:00:00Z',
      endDateTime: '2030-05-07T09:00:00Z',
      moveSeries: true,
    });
    expect(shifted.errors).toBeUndefined();
    expect(shifted.data!.updateTimeOff).toMatchObject({
      seriesId: first.seriesId,
      repeatSchedule: { startDate: '2030-05-07', endDate: '2030-05-11' },
    });
    const after = [
      'Tue 7, 09:00-10:00',
      'Wed 8, 09:00-10:00',
      'Thu 9, 09:00-10:00',
      'Fri 10, 09:00-10:00',
      'Sat 11, 09:00-10:00',
    ];
    expect(await slots(...range)).toEqual(after);

    // Lessons on Thursday and Saturday at 09:30: an hour later clashes on those two dates, so nothing moves.
    await lesson('2030-05-09T09:30:00Z', '2030-05-09T10:30:00Z');
    await lesson('2030-05-11T09:30:00Z', '2030-05-11T10:30:00Z');
    const answer = await move({
      id: first.id,
      startDateTime: '2030-05-07T09:00:00Z',
      endDateTime: '2030-05-07T10:00:00Z',
      moveSeries: true,
    });
    expect(refusal(answer)).toEqual({
      code: 'CONFLICT',
      message:
        'Unable to move the repeating unavailable time: it would overlap your calendar on Thu 9 May, Sat 11 May. Nothing was moved.',
    });
    expect(await slots(...range)).toEqual(after);
  });
});
