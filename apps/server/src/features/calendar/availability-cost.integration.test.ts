import { beforeAll, expect, it } from 'vitest';
import { addLearner, bookLesson, setCapacity } from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { countQueries } from '../../../test/query-count.ts';

const START = new Date('2030-01-07T08:00:00Z');
// The web's TimeSlotsAvailability operation (apps/web/src/features/calendar/api).
const CHECK = `query ($input: TimeSlotsAvailabilityInput!) {
  timeSlotsAvailability(input: $input) {
    startDateTime endDateTime travelTime availability prepaid insufficientBalanceForBooking bookedPendingLessonId
  }
}`;
type Check = { timeSlotsAvailability: Array<{ availability: string; travelTime: number }> };

/** `count` weekly one-hour slots from Tuesday 8 January 2030 at 11:00 GMT (travel left out: the franchise's). */
const weekly = (count: number, travelTime?: number) =>
  Array.from({ length: count }, (_, i) => {
    const start = new Date(Date.UTC(2030, 0, 8 + 7 * i, 11));
    return {
      startDateTime: start.toISOString(),
      endDateTime: new Date(start.getTime() + 3_600_000).toISOString(),
      ...(travelTime === undefined ? {} : { travelTime }),
    };
  });

describeIntegration('the availability check: what it costs the database', { start: START }, (fx) => {
  let t: Fixture;
  let known: string;
  const cost = async (learnerKey: string | null, timeSlots: ReturnType<typeof weekly>) => {
    let answer: Awaited<ReturnType<typeof t.gqlAsViewer<Check>>> | undefined;
    const input = { instructorKey: t.instructor.instructorId, learnerKey, timeSlots };
    const statements = await countQueries(t.db, async () => {
      answer = await t.gqlAsViewer<Check>(CHECK, { input });
    });
    expect(answer?.errors).toBeUndefined();
    return { statements, results: answer!.data!.timeSlotsAvailability };
  };
  beforeAll(async () => {
    t = fx();
    known = await addLearner(t.db, t.instructor, { hours: 20 });
    // Lessons on the first two Tuesdays, 10:00-11:00: a slot at 11:00 is free with no travel, taken with any.
    await bookLesson(t, known, '2030-01-08T10:00:00Z');
    await bookLesson(t, known, '2030-01-15T10:00:00Z');
    // Warms this instance's caches (the session, the access facts) as any earlier request of the day has.
    await t.gqlAsViewer('{ __typename }');
    await cost(known, weekly(1));
  });

  it('is one statement however many slots: the learner and everything the calendar knows, read together', async () => {
    const one = await cost(known, weekly(1));
    const ten = await cost(known, weekly(10));
    expect(ten.results.map((r) => r.availability)).toEqual([
      'DateTimeNotAvailable',
      'DateTimeNotAvailable',
      ...Array(8).fill('Available'),
    ]);
    // No travel given: the franchise's saved 15 minutes.
    expect(new Set(ten.results.map((r) => r.travelTime))).toEqual(new Set([15]));
    expect([one.statements, ten.statements]).toEqual([1, 1]);
  });

  it('is one statement without a learner, and with every travel time given', async () => {
    const none = await cost(null, weekly(10));
    const given = await cost(null, weekly(10, 0));
    expect(none.results.slice(0, 3).map((r) => r.availability)).toEqual([
      'DateTimeNotAvailable',
      'DateTimeNotAvailable',
      'Available',
    ]);
    expect(given.results.every((r) => r.availability === 'Available')).toBe(true);
    expect([none.statements, given.statements]).toEqual([1, 1]);
  });

  it('counts the franchise’s active learners, one statement more, only for a new learner when it has a capacity', async () => {
    const fresh = await addLearner(t.db, t.instructor, { hours: 20 });
    await setCapacity(t.db, t.instructor.franchiseId, { maximum: 99, locked: false });
    const full = await cost(fresh, weekly(10));
    expect(full.results[2]?.availability).toBe('Available');
    expect(full.statements).toBe(2);
  });
});
