import { beforeAll, expect, it } from 'vitest';
import { addCalendarInstructor, addLearner, type CalendarInstructor } from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { countQueries } from '../../../test/query-count.ts';

const START = new Date('2030-01-07T08:00:00Z');
const LEARNERS = `query ($id: ID!) {
  instructor(id: $id) {
    learners {
      id approved name { fullName }
      allocations {
        allocationStatus active productCategory purchaseRate { pence formatted } purchaseVatRate propositionAllocationKey
        instructor { id travelTime { lineItemKey time } }
      }
      lessonBalances { category hours }
    }
  }
}`;
const WEEK = `query ($id: ID!, $from: DateTime!, $to: DateTime!) {
  instructor(id: $id) {
    calendarEvents(startDate: $from, endDate: $to) {
      ... on Lesson { id learner { id name { fullName } allocations { id } lessonBalances { hours } } }
    }
  }
}`;

type LearnersAnswer = { instructor: { learners: Array<{ id: string; lessonBalances: unknown[] }> } };
type WeekAnswer = { instructor: { calendarEvents: unknown[] } };

describeIntegration('learners over GraphQL', { start: START }, (fx) => {
  let t: Fixture;
  let me: CalendarInstructor;
  const learnersOf = (instructorId = me.instructorId) => t.gqlAsViewer<LearnersAnswer>(LEARNERS, { id: instructorId });
  const week = () =>
    t.gqlAsViewer<WeekAnswer>(WEEK, { id: me.instructorId, from: '2030-01-07T00:00:00Z', to: '2030-01-14T00:00:00Z' });
  const bookFor = (learnerId: string, day: number, hour = 9) =>
    t.services.calendar.createLesson(me.viewer, {
      learnerId,
      instructorId: me.instructorId,
      startDateTime: new Date(Date.UTC(2030, 0, day, hour)),
      endDateTime: new Date(Date.UTC(2030, 0, day, hour + 1)),
      test: false,
      status: 'Active',
    });

  beforeAll(() => {
    t = fx();
    me = t.instructor;
  });

  it('lists the learners with their allocations (rates as Money), balances and travel time', async () => {
    const learner = await addLearner(t.db, me, { hours: 10 });
    const answer = await learnersOf();
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.instructor.learners).toEqual([
      {
        id: learner,
        approved: true,
        name: { fullName: expect.stringMatching(/^Learner Number \d+$/) },
        allocations: [
          {
            allocationStatus: 'Approved',
            active: true,
            productCategory: 'PreTest',
            purchaseRate: { pence: 3250, formatted: '£32.50' },
            purchaseVatRate: 0.2,
            propositionAllocationKey: me.franchiseId,
            instructor: { id: me.instructorId, travelTime: [{ lineItemKey: me.franchiseId, time: 15 }] },
          },
        ],
        lessonBalances: [{ category: 'PreTest', hours: 10 }],
      },
    ]);
  });

  it('costs the same number of queries for many learners as for one', async () => {
    const one = await countQueries(t.db, () => learnersOf());
    for (let i = 0; i < 6; i++) await addLearner(t.db, me, { hours: i + 1 });
    let answer: Awaited<ReturnType<typeof learnersOf>> | undefined;
    const seven = await countQueries(t.db, async () => {
      answer = await learnersOf();
    });
    expect(answer?.data?.instructor.learners).toHaveLength(7);
    expect(one).toBeGreaterThan(0);
    expect(seven).toBe(one);
  });

  it('costs the same number of queries for a week of many lessons (with their learners) as for one', async () => {
    const [first, ...others] = (await t.services.learners.listLearners(me.viewer)).map((learner) => learner.id);
    await bookFor(first!, 8);
    const one = await countQueries(t.db, () => week());
    for (const [index, learner] of others.entries())
      await bookFor(learner, 9 + (index % 3), 9 + 2 * Math.floor(index / 3));
    let answer: Awaited<ReturnType<typeof week>> | undefined;
    const many = await countQueries(t.db, async () => {
      answer = await week();
    });
    expect(answer?.errors).toBeUndefined();
    expect(answer?.data?.instructor.calendarEvents).toHaveLength(7);
    expect(one).toBeGreaterThan(0);
    expect(many).toBe(one);
  });

  it("shows no other instructor's learners, by list or by id", async () => {
    const other = await addCalendarInstructor(t.db);
    const theirs = await addLearner(t.db, other, { hours: 5 });
    const mine = (await learnersOf()).data?.instructor.learners.map((learner) => learner.id);
    expect(mine).not.toContain(theirs);
    const theirList = await learnersOf(other.instructorId);
    expect(theirList.errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND', reason: 'NOT_FOUND' });
    expect(await t.services.learners.getLearners(me.viewer, [theirs, 'not-a-uuid'])).toEqual([]);
    expect((await t.services.learners.getLessonBalances(me.viewer, [theirs])).size).toBe(0);
    expect((await t.services.learners.getAllocations(me.viewer, [theirs])).size).toBe(0);
    expect(await t.services.learners.getBookingLearner(me.viewer, theirs)).toBeNull();
  });

  it('needs a session', async () => {
    const anonymous = await t.gql(LEARNERS, { id: me.instructorId });
    expect(anonymous.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'NOT_SIGNED_IN' });
  });
});
