import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { addLearner, type CalendarInstructor } from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { signIn } from '../../../test/sign-in.ts';
import { calendarItems } from '../../db/schema/index.ts';
import { instructorIdFor } from '../../seed/foundation.seed.ts';
import { isOverlapViolation } from './overlap-error.ts';

const START = new Date('2030-01-07T08:00:00Z');
const WEEK = `query ($id: ID!, $from: DateTime!, $to: DateTime!) {
  instructor(id: $id) {
    id
    workingHours { day start end lineItemKey }
    travelTime { lineItemKey time }
    learners { id name { fullName } sourcedBy approved lessonBalances { category hours } allocations { productCategory purchaseRate { pence formatted } propositionAllocationKey } }
    calendarEvents(startDate: $from, endDate: $to) {
      __typename
      ... on Lesson { id kind status paid startDateTime travelTimeInMinutes canRefund learner { name { firstName } pickupAddress { postcode } } }
      ... on TimeOff { id notes allDay }
    }
  }
}`;
const CREATE = `mutation ($input: CreateLessonInput!) { createLesson(input: $input) { id kind paid status } }`;
const AVAILABILITY = `query ($input: TimeSlotsAvailabilityInput!) {
  timeSlotsAvailability(input: $input) { availability prepaid insufficientBalanceForBooking bookedPendingLessonId travelTime }
}`;

describeIntegration('calendar over GraphQL', { start: START }, (fx) => {
  let t: Fixture;
  let me: CalendarInstructor;
  let cookie: string;
  let learner: string;
  const lessonInput = (start: string) => ({
    learnerId: learner,
    instructorId: me.instructorId,
    startDateTime: start,
    endDateTime: new Date(new Date(start).getTime() + 3_600_000).toISOString(),
    test: false,
    travelTime: 15,
    status: 'Active',
  });

  beforeAll(async () => {
    t = fx();
    me = t.instructor;
    learner = await addLearner(t.db, me, { hours: 10 });
    cookie = await t.session();
  });

  it('books, shows the week, and refuses an overlap with the spec message', async () => {
    const created = await t.gql(CREATE, { input: lessonInput('2030-01-08T10:00:00.000Z') }, cookie);
    expect(created.data).toMatchObject({ createLesson: { kind: 'NEW_LESSON', paid: true, status: 'Active' } });
    const clash = await t.gql(CREATE, { input: lessonInput('2030-01-08T10:30:00.000Z') }, cookie);
    expect(clash.errors?.[0]).toMatchObject({
      message: 'New event overlaps with an existing event',
      extensions: { code: 'CONFLICT', reason: 'OVERLAP' },
    });
    const week = await t.gql<{ instructor: { calendarEvents: Array<Record<string, unknown>>; learners: unknown[] } }>(
      WEEK,
      { id: me.instructorId, from: '2030-01-07T00:00:00Z', to: '2030-01-14T00:00:00Z' },
      cookie,
    );
    expect(week.errors).toBeUndefined();
    expect(week.data?.instructor.calendarEvents).toEqual([
      expect.objectContaining({ __typename: 'Lesson', kind: 'NEW_LESSON', travelTimeInMinutes: 15, canRefund: true }),
    ]);
    expect(week.data?.instructor.learners).toHaveLength(1);
  });

  it('checks availability through GraphQL', async () => {
    const result = await t.gql(
      AVAILABILITY,
      {
        input: {
          instructorKey: me.instructorId,
          learnerKey: learner,
          timeSlots: [
            { startDateTime: '2030-01-08T10:00:00Z', endDateTime: '2030-01-08T11:00:00Z' },
            { startDateTime: '2030-01-08T12:00:00Z', endDateTime: '2030-01-08T13:00:00Z', travelTime: 30 },
          ],
        },
      },
      cookie,
    );
    expect(result.data).toEqual({
      timeSlotsAvailability: [
        {
          availability: 'DateTimeNotAvailable',
          prepaid: false,
          insufficientBalanceForBooking: false,
          bookedPendingLessonId: null,
          // No travel time given: the franchise's saved one (15 minutes), as createLesson takes it.
          travelTime: 15,
        },
        {
          availability: 'Available',
          prepaid: true,
          insufficientBalanceForBooking: false,
          bookedPendingLessonId: null,
          travelTime: 30,
        },
      ],
    });
  });

  it("gives NOT_FOUND for another instructor's instructor, lesson and time off ids", async () => {
    const seeded = instructorIdFor('100001');
    const other = await t.gql(`query ($id: ID!) { instructor(id: $id) { id } }`, { id: seeded }, cookie);
    expect(other.errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND', reason: 'NOT_FOUND' });
    const [theirLesson] = await t.db
      .select({ id: calendarItems.id, kind: calendarItems.kind })
      .from(calendarItems)
      .where(eq(calendarItems.instructorId, seeded));
    const lesson = await t.gql(`query ($id: ID!) { lesson(id: $id) { id } }`, { id: theirLesson!.id }, cookie);
    const timeOff = await t.gql(`query ($id: ID!) { timeOff(id: $id) { id } }`, { id: theirLesson!.id }, cookie);
    expect([lesson.errors?.[0]?.extensions?.code, timeOff.errors?.[0]?.extensions?.code]).toEqual([
      'NOT_FOUND',
      'NOT_FOUND',
    ]);
    expect(lesson.data).toBeNull();
  });

  it('needs a session', async () => {
    const anonymous = await t.gql(`query ($id: ID!) { lesson(id: $id) { id } }`, { id: me.instructorId });
    expect(anonymous.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'NOT_SIGNED_IN' });
  });

  it('refuses an overlapping insert in the database itself (SQLSTATE 23P01)', async () => {
    const row = {
      instructorId: me.instructorId,
      kind: 'time_off' as const,
      startAt: new Date('2030-01-09T09:00:00Z'),
      endAt: new Date('2030-01-09T10:00:00Z'),
    };
    await t.db.insert(calendarItems).values(row);
    const error = await t.db
      .insert(calendarItems)
      .values({ ...row, startAt: new Date('2030-01-09T09:45:00Z'), endAt: new Date('2030-01-09T11:00:00Z') })
      .catch((e: unknown) => e);
    expect(isOverlapViolation(error)).toBe(true);
    await t.db.insert(calendarItems).values({ ...row, status: 'Cancelled' });
    await t.db.insert(calendarItems).values({ ...row, startAt: row.endAt, endAt: new Date('2030-01-09T11:00:00Z') });
  });
  it('never stores two overlapping rows, even for racing raw inserts that bypass the service', async () => {
    const base = { instructorId: me.instructorId, kind: 'time_off' as const };
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        t.db.transaction((tx) =>
          tx.insert(calendarItems).values({
            ...base,
            startAt: new Date(Date.UTC(2030, 0, 16, 9, i % 4 === 0 ? 0 : 15)),
            endAt: new Date(Date.UTC(2030, 0, 16, 11)),
          }),
        ),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    // Racing exclusion checks may deadlock (40P01) as well as refuse (23P01): neither stores a row.
    const codes = attempts.flatMap((a) =>
      a.status === 'rejected' ? [(a.reason as { cause?: { code?: string } }).cause?.code] : [],
    );
    expect(codes.every((code) => code === '23P01' || code === '40P01')).toBe(true);
  });
});

describeIntegration('the seeded calendar', { start: new Date() }, (fx) => {
  it("shows lessons, travel and time off in this week for 100001, and nothing of others'", async () => {
    const t = fx();
    const cookie = await signIn(t, '100001');
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) - 1);
    const to = new Date(monday.getTime() + 9 * 86_400_000);
    const week = await t.gql<{ instructor: { calendarEvents: Array<{ __typename: string; kind?: string }> } }>(
      WEEK,
      { id: instructorIdFor('100001'), from: monday.toISOString(), to: to.toISOString() },
      cookie,
    );
    const events = week.data?.instructor.calendarEvents ?? [];
    expect(events.filter((e) => e.__typename === 'Lesson').length).toBeGreaterThan(10);
    expect(events.some((e) => e.__typename === 'TimeOff')).toBe(true);
    expect(new Set(events.map((e) => e.kind).filter(Boolean))).toEqual(
      new Set(['PAID_LESSON', 'UNPAID_LESSON', 'NEW_LESSON']),
    );
  });
});
