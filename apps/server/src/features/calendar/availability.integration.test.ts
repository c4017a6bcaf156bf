import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  addCalendarInstructor,
  addLearner,
  at,
  bookLesson,
  type CalendarInstructor,
  setCapacity,
  slot,
} from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { franchiseSettings } from '../../db/schema/index.ts';
import type { CalendarService } from './calendar.service.ts';

// Monday 7 January 2030, 08:00 GMT.
const START = new Date('2030-01-07T08:00:00Z');

describeIntegration('timeSlotsAvailability', { start: START }, (fx) => {
  let t: Fixture;
  let calendar: CalendarService;
  let me: CalendarInstructor;
  const check = (learnerKey: string | null, timeSlots: ReturnType<typeof slot>[], extra = {}) =>
    calendar.timeSlotsAvailability(me.viewer, { instructorKey: me.instructorId, learnerKey, timeSlots, ...extra });
  const results = async (...args: Parameters<typeof check>) => (await check(...args)).map((r) => r.availability);

  beforeAll(() => {
    t = fx();
    calendar = t.services.calendar;
    me = t.instructor;
  });

  it('is Available inside working hours and prepaid from the balance', async () => {
    const learner = await addLearner(t.db, me, { hours: 10 });
    const [result] = await check(learner, [slot('2030-01-08T10:00:00Z', 2, 15)]);
    expect(result).toMatchObject({
      availability: 'Available',
      prepaid: true,
      insufficientBalanceForBooking: false,
      travelTime: 15,
      bookedPendingLessonId: null,
    });
  });

  it('is DateTimeNotAvailable outside working hours unless ignored, and against a lesson unless ignored', async () => {
    const learner = await addLearner(t.db, me, { hours: 10 });
    expect(await results(learner, [slot('2030-01-13T10:00:00Z')])).toEqual(['DateTimeNotAvailable']);
    expect(await results(learner, [slot('2030-01-08T07:00:00Z')])).toEqual(['DateTimeNotAvailable']);
    expect(await results(learner, [slot('2030-01-13T10:00:00Z')], { ignoreWorkHours: true })).toEqual(['Available']);
    const lesson = await calendar.createLesson(me.viewer, {
      learnerId: learner,
      instructorId: me.instructorId,
      startDateTime: new Date('2030-01-09T10:00:00Z'),
      endDateTime: new Date('2030-01-09T11:00:00Z'),
      test: false,
      status: 'Active',
    });
    expect(await results(learner, [slot('2030-01-09T11:00:00Z', 1, 15)])).toEqual(['DateTimeNotAvailable']);
    expect(await results(learner, [slot('2030-01-09T11:00:00Z', 1, 0)])).toEqual(['Available']);
    expect(await results(learner, [slot('2030-01-09T10:30:00Z')], { ignoreCalendarItemIds: [lesson.id] })).toEqual([
      'Available',
    ]);
  });

  it('respects time off unless ignoreTimeOff', async () => {
    await calendar.createTimeOff(me.viewer, {
      instructorId: me.instructorId,
      startDateTime: new Date('2030-01-10T12:00:00Z'),
      endDateTime: new Date('2030-01-10T14:00:00Z'),
      notes: 'Dentist',
    });
    expect(await results(null, [slot('2030-01-10T13:00:00Z')])).toEqual(['DateTimeNotAvailable']);
    expect(await results(null, [slot('2030-01-10T13:00:00Z')], { ignoreTimeOff: true })).toEqual(['Available']);
  });

  it('takes the franchise’s saved travel time for a slot without one, with or without a learner', async () => {
    const learner = await addLearner(t.db, me, { hours: 10 });
    await bookLesson(t, learner, '2030-01-16T09:00:00Z');
    // 10:45-11:45 after a lesson ending at 10:00: free with the saved 15 minutes, taken with 60 (the longest).
    const timeSlots = [{ startDateTime: at('2030-01-16T10:45:00Z'), endDateTime: at('2030-01-16T11:45:00Z') }];
    const travelled = async (learnerKey: string | null) =>
      (await calendar.timeSlotsAvailability(me.viewer, { instructorKey: me.instructorId, learnerKey, timeSlots })).map(
        (r) => [r.availability, r.travelTime],
      );
    expect([await travelled(learner), await travelled(null)]).toEqual([[['Available', 15]], [['Available', 15]]]);
    const saveTravel = (travelMinutes: number) =>
      t.db
        .update(franchiseSettings)
        .set({ travelMinutes })
        .where(eq(franchiseSettings.propositionAllocationId, me.franchiseId));
    await saveTravel(60);
    try {
      expect([await travelled(learner), await travelled(null)]).toEqual([
        [['DateTimeNotAvailable', 60]],
        [['DateTimeNotAvailable', 60]],
      ]);
    } finally {
      await saveTravel(15);
    }
  });

  it('is PostcodeNotCovered for a pickup outside the covered districts', async () => {
    const learner = await addLearner(t.db, me, { hours: 10, postcode: 'LS16 6HP' });
    expect(await results(learner, [slot('2030-01-08T14:00:00Z')])).toEqual(['PostcodeNotCovered']);
  });

  it('is NoCapacity for a new learner when capacity is full or locked, not for a known one', async () => {
    const other = await addCalendarInstructor(t.db);
    const known = await addLearner(t.db, other, { hours: 10 });
    const fresh = await addLearner(t.db, other, { hours: 10 });
    const asOther = t.services.calendar;
    const checkOther = async (learnerKey: string) =>
      (
        await asOther.timeSlotsAvailability(other.viewer, {
          instructorKey: other.instructorId,
          learnerKey,
          timeSlots: [slot('2030-01-11T09:00:00Z')],
        })
      ).map((r) => r.availability);
    await asOther.createLesson(other.viewer, {
      learnerId: known,
      instructorId: other.instructorId,
      startDateTime: new Date('2030-01-08T09:00:00Z'),
      endDateTime: new Date('2030-01-08T10:00:00Z'),
      test: false,
      status: 'Active',
    });
    await setCapacity(t.db, other.franchiseId, { maximum: 1, locked: false });
    expect(await checkOther(fresh)).toEqual(['NoCapacity']);
    expect(await checkOther(known)).toEqual(['Available']);
    await setCapacity(t.db, other.franchiseId, { maximum: 5, locked: false });
    expect(await checkOther(fresh)).toEqual(['Available']);
    await setCapacity(t.db, other.franchiseId, { maximum: 5, locked: true });
    expect(await checkOther(fresh)).toEqual(['NoCapacity']);
  });

  it('consumes the balance across a series in order; Business learners cannot book unpaid', async () => {
    const business = await addLearner(t.db, me, { hours: 4 });
    const selfSourced = await addLearner(t.db, me, { sourcedBy: 'Instructor', hours: 2 });
    const series = [slot('2030-01-14T09:00:00Z', 2), slot('2030-01-21T09:00:00Z', 2), slot('2030-01-28T09:00:00Z', 2)];
    const flags = (r: Awaited<ReturnType<typeof check>>) => r.map((s) => [s.prepaid, s.insufficientBalanceForBooking]);
    expect(flags(await check(business, series))).toEqual([
      [true, false],
      [true, false],
      [false, true],
    ]);
    expect(flags(await check(selfSourced, series))).toEqual([
      [true, false],
      [false, false],
      [false, false],
    ]);
  });

  it("refuses another instructor's key and an unknown learner", async () => {
    const other = await addCalendarInstructor(t.db);
    const foreign = await addLearner(t.db, other, { hours: 1 });
    const error = await check(foreign, [slot('2030-01-08T10:00:00Z')]).catch((e) => e);
    expect([error.code, error.reason, error.message]).toEqual(['NOT_FOUND', 'NOT_FOUND', 'Learner not found']);
    const wrongKey = await calendar
      .timeSlotsAvailability(me.viewer, { instructorKey: other.instructorId, timeSlots: [] })
      .catch((e) => e);
    expect(wrongKey.code).toBe('NOT_FOUND');
  });
});
