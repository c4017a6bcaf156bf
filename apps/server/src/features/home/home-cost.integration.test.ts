import { beforeAll, expect, it } from 'vitest';
import { addLearner, bookLesson } from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { countQueries } from '../../../test/query-count.ts';

const START = new Date('2030-01-07T07:00:00Z');
// The web's HomeDashboard operation (apps/web/src/features/home/api), every card asked for.
const HOME = `query ($id: ID!) {
  instructor(id: $id) {
    id
    todaysThingsToDo { kind count }
    todaysIncome { pence formatted }
    todaysEvents { id startDateTime endDateTime newLearner learner { id name { fullName } pickupAddress { postcode } } }
    arrears { id amount { pence formatted } }
    posts(input: { type: [NEWS, TECH], status: Live, limit: 5 }) { id type title date }
  }
}`;
type Home = { instructor: { todaysEvents: unknown[]; todaysThingsToDo: unknown[] } };

describeIntegration('the home dashboard: what it costs the database', { start: START }, (fx) => {
  let t: Fixture;
  const book = async (hours: number[]) => {
    for (const hour of hours) {
      const learnerId = await addLearner(t.db, t.instructor, { hours: 5 });
      await bookLesson(t, learnerId, `2030-01-07T${String(hour).padStart(2, '0')}:00:00Z`);
    }
  };
  const cost = async () => {
    let answer: Awaited<ReturnType<typeof t.gqlAsViewer<Home>>> | undefined;
    const statements = await countQueries(t.db, async () => {
      answer = await t.gqlAsViewer<Home>(HOME, { id: t.instructor.instructorId });
    });
    expect(answer?.errors).toBeUndefined();
    return { statements, lessons: answer?.data?.instructor.todaysEvents.length };
  };
  beforeAll(async () => {
    t = fx();
    await book([9, 11]);
    // Warms this instance's caches (the session, the access facts) as any earlier request of the day has.
    await t.gqlAsViewer('{ __typename }');
    await t.gqlAsViewer(HOME, { id: t.instructor.instructorId });
  });

  it('is one statement, however many lessons today (no query per lesson)', async () => {
    const two = await cost();
    await book([13, 15, 17]);
    const five = await cost();
    expect([two.lessons, five.lessons]).toEqual([2, 5]);
    expect(five.statements).toBe(two.statements);
    // The request's reads are batched (db/reads.ts): today's lessons with their learners and the learners' rates,
    // the four reminder counts, arrears and news (the brands come from the cached access facts), all in ONE
    // statement.
    expect(five.statements).toBe(1);
  });
});
