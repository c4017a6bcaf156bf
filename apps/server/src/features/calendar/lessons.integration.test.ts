import { beforeAll, expect, it } from 'vitest';
import {
  addCalendarInstructor,
  addLearner,
  balanceOf,
  bookLesson,
  type CalendarInstructor,
  failureOf,
} from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { countQueries } from '../../../test/query-count.ts';
import type { CalendarService } from './calendar.service.ts';

const START = new Date('2030-01-07T08:00:00Z');
const HOUR = 3_600_000;

describeIntegration('lessons', { start: START }, (fx) => {
  let t: Fixture;
  let calendar: CalendarService;
  let me: CalendarInstructor;
  const book = (learnerId: string, start: string, hours = 1, travelTime = 0, extra = {}) =>
    bookLesson(t, learnerId, start, hours, travelTime, extra);

  /** A lesson's learner, as `Lesson.learner` resolves it. */
  const learnerOf = async (lesson: { learnerId: string }) => {
    const [learner] = await t.services.learners.getLearners(me.viewer, [lesson.learnerId]);
    if (!learner) throw new Error(`learner ${lesson.learnerId} not found`);
    return learner;
  };

  beforeAll(() => {
    t = fx();
    calendar = t.services.calendar;
    me = t.instructor;
  });

  it('books a paid lesson from the balance, and an unpaid one for a self-sourced learner', async () => {
    const business = await addLearner(t.db, me, { hours: 5 });
    const lesson = await book(business, '2030-01-08T09:00:00Z', 2, 15, { notes: ' Meet at the library ' });
    expect(lesson).toMatchObject({ status: 'Active', paid: true, kind: 'NEW_LESSON', travelTimeInMinutes: 15 });
    expect(lesson).toMatchObject({ notes: 'Meet at the library', canRefund: true, franTransmission: 'Manual' });
    expect(await balanceOf(t.db, business)).toBe(3);
    const second = await book(business, '2030-01-09T09:00:00Z', 2);
    expect([second.kind, second.paid, second.newLearner]).toEqual(['PAID_LESSON', true, false]);
    const selfSourced = await addLearner(t.db, me, { sourcedBy: 'Instructor' });
    const unpaid = await book(selfSourced, '2030-01-10T09:00:00Z', 1);
    expect([unpaid.paid, (await learnerOf(unpaid)).sourcedBy]).toEqual([false, 'Instructor']);
  });

  it('answers the booked lesson as a fresh read shows it, without reading it again', async () => {
    const learner = await addLearner(t.db, me, { hours: 5 });
    let booked: Awaited<ReturnType<typeof book>> | undefined;
    const statements = await countQueries(t.db, async () => {
      booked = await book(learner, '2030-01-09T13:00:00Z', 2, 15, { test: false, notes: '  Bring glasses ' });
    });
    expect(booked).toEqual(await calendar.getLesson(me.viewer, booked!.id));
    expect(booked).toMatchObject({ paid: true, travelTimeInMinutes: 15, notes: 'Bring glasses' });
    expect(booked?.learnerSummary?.name.firstName).toBeTruthy();
    // Outside the transaction (whose statements countQueries does not see): the learner and the booking facts,
    // and no read of the new lesson after it (there was one before).
    expect(statements).toBe(2);
  });

  it('refuses a Business learner without hours, a lesson in the past, and bad times', async () => {
    const poor = await addLearner(t.db, me, { hours: 1 });
    expect(await failureOf(book(poor, '2030-01-11T09:00:00Z', 2))).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'INSUFFICIENT_HOURS',
      message: 'Insufficient hours',
    });
    expect(await balanceOf(t.db, poor)).toBe(1);
    expect(await failureOf(book(poor, '2030-01-07T07:00:00Z', 1))).toMatchObject({
      reason: 'BOOKING_IN_PAST',
      message: 'Unable to book lessons in the past',
    });
    expect((await failureOf(book(poor, '2030-01-11T09:10:00Z', 1))).message).toBe(
      'Time entered must be in 15 minute increments (eg 12.00, 12.15, 12.30, 12.45).',
    );
    expect((await failureOf(book(poor, '2030-01-11T09:00:00Z', 0.75))).message).toBe('Lesson must be at least 1 hour');
    expect(await failureOf(book(poor, '2030-01-11T09:00:00Z', 1, 20))).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'INVALID_INPUT',
    });
  });

  it('refuses a lesson that runs into the next day, on create and on change, with the domain message', async () => {
    const learner = await addLearner(t.db, me, { hours: 40 });
    // 10/02/2030 10:00 to 11/02/2030 12:00 (the two-day lesson).
    expect(await failureOf(book(learner, '2030-02-10T10:00:00Z', 26))).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'INVALID_INPUT',
      message: 'A lesson must end on the day it starts',
    });
    const lesson = await book(learner, '2030-02-12T10:00:00Z', 2);
    const stretched = calendar.changeLesson(me.viewer, {
      id: lesson.id,
      startDateTime: new Date('2030-02-12T10:00:00Z'),
      endDateTime: new Date('2030-02-13T12:00:00Z'),
    });
    expect(await failureOf(stretched)).toMatchObject({ message: 'A lesson must end on the day it starts' });
    expect(await balanceOf(t.db, learner)).toBe(38);
  });

  it('sends DitCar for DIT learners', async () => {
    const dit = await addLearner(t.db, me, { customerType: 'DIT', category: 'DitCar', hours: 4 });
    const lesson = await book(dit, '2030-01-11T13:00:00Z', 2);
    expect([lesson.ditLessonType, lesson.paid, (await learnerOf(lesson)).customerType]).toEqual([
      'DitCar',
      true,
      'DIT',
    ]);
  });

  it('refuses overlaps (with travel time, and with time off) but allows back-to-back', async () => {
    const learner = await addLearner(t.db, me, { sourcedBy: 'Instructor' });
    await book(learner, '2030-01-14T10:00:00Z', 1);
    const overlap = { code: 'CONFLICT', reason: 'OVERLAP', message: 'New event overlaps with an existing event' };
    expect(await failureOf(book(learner, '2030-01-14T10:30:00Z', 1))).toEqual(overlap);
    expect(await failureOf(book(learner, '2030-01-14T11:00:00Z', 1, 15))).toEqual(overlap);
    expect((await book(learner, '2030-01-14T11:00:00Z', 1)).status).toBe('Active');
    expect((await book(learner, '2030-01-14T09:00:00Z', 1)).status).toBe('Active');
    await calendar.createTimeOff(me.viewer, {
      instructorId: me.instructorId,
      startDateTime: new Date('2030-01-14T14:00:00Z'),
      endDateTime: new Date('2030-01-14T15:00:00Z'),
      notes: 'Gym',
    });
    expect(await failureOf(book(learner, '2030-01-14T13:30:00Z', 1))).toEqual(overlap);
  });

  it('changes a lesson, re-settling its hours; the constraint still guards', async () => {
    const learner = await addLearner(t.db, me, { hours: 6 });
    const lesson = await book(learner, '2030-01-15T09:00:00Z', 2);
    const blocker = await book(learner, '2030-01-15T13:00:00Z', 1);
    expect(await balanceOf(t.db, learner)).toBe(3);
    const change = (start: string, hours: number, travelTime = 0) =>
      calendar.changeLesson(me.viewer, {
        id: lesson.id,
        startDateTime: new Date(start),
        endDateTime: new Date(new Date(start).getTime() + hours * HOUR),
        travelTime,
      });
    const moved = await change('2030-01-15T10:00:00Z', 3, 15);
    expect([moved.startDateTime, moved.travelTimeInMinutes, moved.paid]).toEqual([
      new Date('2030-01-15T10:00:00Z'),
      15,
      true,
    ]);
    expect(await balanceOf(t.db, learner)).toBe(2);
    expect((await failureOf(change('2030-01-15T12:00:00Z', 1.5))).code).toBe('CONFLICT');
    expect((await failureOf(change('2030-01-15T10:00:00Z', 0.5))).message).toBe(
      'The minimum lesson length is 60 minutes',
    );
    t.clock.set(new Date('2030-01-16T08:00:00Z'));
    expect(await failureOf(change('2030-01-17T10:00:00Z', 1))).toMatchObject({
      reason: 'LESSON_ENDED',
      message: 'This lesson has already ended and can no longer be changed',
    });
    t.clock.set(START);
    expect(blocker.status).toBe('Active');
  });

  it('gives exactly one success among 20 concurrent overlapping bookings', async () => {
    const learner = await addLearner(t.db, me, { hours: 100 });
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => book(learner, '2030-02-04T10:00:00Z', 1 + (i % 3) * 0.25)),
    );
    const ok = attempts.filter((a) => a.status === 'fulfilled');
    const refused = attempts.flatMap((a) =>
      a.status === 'rejected' ? [a.reason as { code: string; reason: string; message: string }] : [],
    );
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(19);
    expect(
      refused.every(
        (e) =>
          e.code === 'CONFLICT' && e.reason === 'OVERLAP' && e.message === 'New event overlaps with an existing event',
      ),
    ).toBe(true);
    const winner = (ok[0] as PromiseFulfilledResult<{ startDateTime: Date; endDateTime: Date }>).value;
    const hours = (winner.endDateTime.getTime() - winner.startDateTime.getTime()) / HOUR;
    expect(await balanceOf(t.db, learner)).toBe(100 - hours);
  });

  it("finds nothing of another instructor's", async () => {
    const other = await addCalendarInstructor(t.db);
    const theirs = await addLearner(t.db, other, { sourcedBy: 'Instructor' });
    const asOther = t.services.calendar;
    const lesson = await asOther.createLesson(other.viewer, {
      learnerId: theirs,
      instructorId: other.instructorId,
      startDateTime: new Date('2030-01-08T09:00:00Z'),
      endDateTime: new Date('2030-01-08T10:00:00Z'),
      test: false,
      status: 'Active',
    });
    const notFound = (message: string) => ({ code: 'NOT_FOUND', reason: 'NOT_FOUND', message });
    expect(await failureOf(calendar.getLesson(me.viewer, lesson.id))).toEqual(notFound('Lesson not found'));
    expect(await failureOf(calendar.cancelLesson(me.viewer, { id: lesson.id }))).toEqual(notFound('Lesson not found'));
    expect(await failureOf(calendar.updateLessonNotes(me.viewer, lesson.id, 'x'))).toEqual(
      notFound('Lesson not found'),
    );
    const move = {
      id: lesson.id,
      startDateTime: new Date('2030-01-08T11:00:00Z'),
      endDateTime: new Date('2030-01-08T12:00:00Z'),
    };
    expect(await failureOf(calendar.changeLesson(me.viewer, move))).toEqual(notFound('Lesson not found'));
    expect(await failureOf(book(theirs, '2030-01-29T09:00:00Z'))).toEqual(notFound('Learner not found'));
    expect(await failureOf(calendar.getLesson(me.viewer, 'nonsense'))).toEqual(notFound('Lesson not found'));
  });
});
