import { beforeAll, expect, it } from 'vitest';
import {
  addLearner,
  balanceOf,
  bookLesson,
  type CalendarInstructor,
  failureOf,
} from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import type { CalendarService } from './calendar.service.ts';

const START = new Date('2030-01-07T08:00:00Z');

describeIntegration('cancelling lessons, and their notes', { start: START }, (fx) => {
  let t: Fixture;
  let calendar: CalendarService;
  let me: CalendarInstructor;
  const book = (learnerId: string, start: string, hours = 1, travelTime = 0, extra = {}) =>
    bookLesson(t, learnerId, start, hours, travelTime, extra);

  beforeAll(() => {
    t = fx();
    calendar = t.services.calendar;
    me = t.instructor;
  });

  it('cancels with a refund (hours back) or without, and applies the cancel rules', async () => {
    const learner = await addLearner(t.db, me, { hours: 4 });
    const refunded = await book(learner, '2030-01-21T09:00:00Z', 2);
    const kept = await book(learner, '2030-01-22T09:00:00Z', 2);
    expect(await balanceOf(t.db, learner)).toBe(0);
    const cancelled = await calendar.cancelLesson(me.viewer, { id: refunded.id, reason: 'Learner moved away' });
    expect([cancelled.status, cancelled.refunded, cancelled.cancellationReason]).toEqual([
      'Cancelled',
      true,
      'Learner moved away',
    ]);
    expect(await balanceOf(t.db, learner)).toBe(2);
    const noRefund = await calendar.cancelLesson(me.viewer, { id: kept.id, refundLearner: false });
    expect([noRefund.status, noRefund.refunded]).toEqual(['Cancelled', false]);
    expect(await balanceOf(t.db, learner)).toBe(2);
    expect(await failureOf(calendar.cancelLesson(me.viewer, { id: kept.id }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'ALREADY_CANCELLED',
    });

    const soon = await book(learner, '2030-01-07T09:00:00Z', 1);
    expect((await failureOf(calendar.cancelLesson(me.viewer, { id: soon.id, reason: 'car broke down' }))).message).toBe(
      'Please enter a cancellation reason with at least 5 words',
    );
    expect(
      (
        await failureOf(
          calendar.cancelLesson(me.viewer, {
            id: soon.id,
            reason: 'My car broke down this morning',
            refundLearner: true,
          }),
        )
      ).message,
    ).toMatch(/cannot be refunded/);
    expect(
      await failureOf(calendar.cancelLesson(me.viewer, { id: soon.id, reason: 'a b c d e', refundLearner: true })),
    ).toMatchObject({ reason: 'REFUND_NOT_ALLOWED' });
    t.clock.set(new Date('2030-01-07T09:30:00Z'));
    expect(await failureOf(calendar.cancelLesson(me.viewer, { id: soon.id, reason: 'a b c d e' }))).toMatchObject({
      reason: 'CANCEL_NOT_ALLOWED',
      message: 'You cannot cancel that lesson as it has already taken place',
    });
    t.clock.set(START);
  });

  it('updates notes, at most 280 characters', async () => {
    const learner = await addLearner(t.db, me, { sourcedBy: 'Instructor' });
    const lesson = await book(learner, '2030-01-23T09:00:00Z', 1);
    expect((await calendar.updateLessonNotes(me.viewer, lesson.id, 'Roundabouts next')).notes).toBe('Roundabouts next');
    expect((await failureOf(calendar.updateLessonNotes(me.viewer, lesson.id, 'x'.repeat(281)))).message).toBe(
      'Notes must be less than 280 characters',
    );
  });
});
