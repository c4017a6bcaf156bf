import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import {
  addCalendarInstructor,
  addLearner,
  balanceOf,
  bookLesson,
  type CalendarInstructor,
  failureOf,
  slot,
  statusOf,
} from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { lessonBalances } from '../../db/schema/index.ts';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import type { CalendarService } from './calendar.service.ts';
import { calendarFeature } from './index.ts';

const START = new Date('2030-01-07T08:00:00Z');
const MINUTE = 60_000;

describeIntegration('pending holds (booking preview)', { start: START }, (fx) => {
  let t: Fixture;
  let calendar: CalendarService;
  let me: CalendarInstructor;
  const series = (day: string) => [
    slot(`2030-01-${day}T09:00:00Z`, 2),
    slot(`2030-01-${Number(day) + 7}T09:00:00Z`, 2),
  ];
  const prebook = (learnerKey: string, timeSlots: ReturnType<typeof slot>[]) =>
    calendar.timeSlotsAvailability(me.viewer, { instructorKey: me.instructorId, learnerKey, timeSlots, prebook: true });

  beforeAll(() => {
    t = fx();
    calendar = t.services.calendar;
    me = t.instructor;
  });

  it('holds free slots as Pending lessons; unaffordable slots are not held; cancelling releases them', async () => {
    const learner = await addLearner(t.db, me, { hours: 3 });
    const held = await prebook(learner, series('08'));
    expect(held.map((r) => [r.availability, r.prepaid, r.insufficientBalanceForBooking])).toEqual([
      ['Available', true, false],
      ['Available', false, true],
    ]);
    expect(held[1]?.bookedPendingLessonId).toBeNull();
    const id = held[0]!.bookedPendingLessonId!;
    expect(await statusOf(t.db, id)).toBe('Pending');
    expect(await balanceOf(t.db, learner)).toBe(3);
    expect(await calendar.cancelPendingLessons(me.viewer, [id])).toEqual([id]);
    expect(await statusOf(t.db, id)).toBe('Deleted');
  });

  it("never lets the instructor's own holds block their next preview or booking of the same time (issue 23 defect 3)", async () => {
    const learner = await addLearner(t.db, me, { hours: 20 });
    // The same series previewed in two tabs: the second sees every slot free; the first tab's holds are gone.
    const first = await prebook(learner, series('17'));
    const again = await prebook(learner, series('17'));
    expect(again.map((r) => r.availability)).toEqual(['Available', 'Available']);
    for (const r of first) expect(await statusOf(t.db, r.bookedPendingLessonId!)).toBe('Deleted');
    // Another learner's preview of the same time by the same instructor is not blocked either.
    const other = await addLearner(t.db, me, { sourcedBy: 'Instructor' });
    expect((await prebook(other, series('17'))).map((r) => r.availability)).toEqual(['Available', 'Available']);
    // A single booking over a held slot is booked, and the hold gives way.
    const held = (await prebook(learner, series('17')))[0]!.bookedPendingLessonId!;
    const lesson = await bookLesson(t, learner, '2030-01-17T09:00:00Z', 2);
    expect(await statusOf(t.db, lesson.id)).toBe('Active');
    expect(await statusOf(t.db, held)).toBe('Deleted');
    // A real lesson still blocks.
    expect((await prebook(other, series('17'))).map((r) => r.availability)).toEqual([
      'DateTimeNotAvailable',
      'Available',
    ]);
  });

  it('converts holds paying in date order; all or nothing when the hours ran out meanwhile', async () => {
    const learner = await addLearner(t.db, me, { hours: 4 });
    const ids = (await prebook(learner, series('22'))).map((r) => r.bookedPendingLessonId!);
    expect(ids.every(Boolean)).toBe(true);
    await t.db.update(lessonBalances).set({ hours: 3 }).where(eq(lessonBalances.learnerId, learner));
    expect(await failureOf(calendar.convertPendingLessons(me.viewer, ids))).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'INSUFFICIENT_HOURS',
      message: 'Insufficient hours',
    });
    expect(await balanceOf(t.db, learner)).toBe(3);
    expect(await statusOf(t.db, ids[0]!)).toBe('Pending');
    const [first] = await calendar.convertPendingLessons(me.viewer, [ids[0]!]);
    expect(first).toMatchObject({ status: 'Active', paid: true, pendingExpiresAt: null, kind: 'NEW_LESSON' });
    expect(await balanceOf(t.db, learner)).toBe(1);
  });

  it('converts a self-sourced series: the first lesson is the new-learner one', async () => {
    const learner = await addLearner(t.db, me, { sourcedBy: 'Instructor', hours: 2 });
    const held = await prebook(learner, series('09'));
    const converted = await calendar.convertPendingLessons(
      me.viewer,
      held.map((r) => r.bookedPendingLessonId!),
    );
    expect(converted.map((l) => [l.kind, l.paid, l.newLearner])).toEqual([
      ['NEW_LESSON', true, true],
      ['UNPAID_LESSON', false, false],
    ]);
  });

  it('lets holds lapse after 15 minutes: lazily before the next check, and by the sweep', async () => {
    const learner = await addLearner(t.db, me, { hours: 10 });
    const [hold] = await prebook(learner, [slot('2030-01-10T09:00:00Z')]);
    t.clock.advance(14 * MINUTE);
    expect(await statusOf(t.db, hold!.bookedPendingLessonId!)).toBe('Pending');
    t.clock.advance(2 * MINUTE);
    // A check of another time expires it first (a check of the same time would replace it anyway).
    const [again] = await prebook(learner, [slot('2030-01-10T13:00:00Z')]);
    expect(again?.availability).toBe('Available');
    expect(await statusOf(t.db, hold!.bookedPendingLessonId!)).toBe('Deleted');
    expect(await failureOf(calendar.convertPendingLessons(me.viewer, [hold!.bookedPendingLessonId!]))).toEqual({
      code: 'CONFLICT',
      reason: 'HOLD_LAPSED',
      message: 'Some of these lessons are no longer held, please check availability again',
    });
    t.clock.advance(16 * MINUTE);
    expect(await calendar.sweepExpiredHolds()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(t.db, again!.bookedPendingLessonId!)).toBe('Deleted');
  });

  it('runs the sweep the calendar declares on a timer from onReady to onClose', async () => {
    const learner = await addLearner(t.db, me, { hours: 10 });
    const [hold] = await prebook(learner, [slot('2030-01-11T09:00:00Z')]);
    t.clock.advance(16 * MINUTE);
    const app = Fastify({ logger: false });
    const [sweep] = calendarFeature.jobs?.({ deps: t.deps, services: t.services }) ?? [];
    expect(sweep?.name).toBe('pending hold sweep');
    registerPeriodicJob(app, { ...sweep!, intervalMs: 20 });
    await app.ready();
    await expect.poll(() => statusOf(t.db, hold!.bookedPendingLessonId!), { timeout: 5_000 }).toBe('Deleted');
    await app.close();
  });

  it("converts and cancels only the viewer's own holds", async () => {
    const other = await addCalendarInstructor(t.db);
    const theirs = await addLearner(t.db, other, { hours: 10 });
    const [hold] = await calendar.timeSlotsAvailability(other.viewer, {
      instructorKey: other.instructorId,
      learnerKey: theirs,
      timeSlots: [slot('2030-01-15T09:00:00Z')],
      prebook: true,
    });
    const id = hold!.bookedPendingLessonId!;
    expect((await failureOf(calendar.convertPendingLessons(me.viewer, [id]))).code).toBe('NOT_FOUND');
    expect((await failureOf(calendar.cancelPendingLessons(me.viewer, [id]))).code).toBe('NOT_FOUND');
    expect((await failureOf(calendar.cancelPendingLessons(me.viewer, ['not-a-uuid']))).code).toBe('NOT_FOUND');
    expect(await statusOf(t.db, id)).toBe('Pending');
  });
});
