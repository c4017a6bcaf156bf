import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { addLearner, bookLesson } from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { countQueries } from '../../../test/query-count.ts';
import { calendarItems, learners, people } from '../../db/schema/index.ts';

const START = new Date('2030-01-07T08:00:00Z');
// The web's CalendarEvents operation (apps/web), as its persisted document asks.
const WEEK = `query ($instructorId: ID!, $startDate: DateTime!, $endDate: DateTime!) {
  instructor(id: $instructorId) {
    id
    calendarEvents(startDate: $startDate, endDate: $endDate) {
      __typename
      ... on Lesson { id kind startDateTime learner { id name { firstName fullName lastName } } }
      ... on TimeOff { id notes }
    }
    workingHours { day start end lineItemKey }
  }
}`;
type Week = { instructor: { calendarEvents: Array<{ learner?: Record<string, unknown> }> } };

describeIntegration('the calendar week: what it costs the database', { start: START }, (fx) => {
  let t: Fixture;
  let variables: Record<string, string>;
  beforeAll(async () => {
    t = fx();
    for (const [i, name] of ['Ada', 'Ben', 'Cy'].entries()) {
      const learnerId = await addLearner(t.db, t.instructor, { hours: 5 });
      await t.db.update(people).set({ firstName: name }).where(eqPersonOf(learnerId));
      await bookLesson(t, learnerId, `2030-01-${String(8 + i).padStart(2, '0')}T10:00:00Z`);
    }
    variables = {
      instructorId: t.instructor.instructorId,
      startDate: '2030-01-07T00:00:00Z',
      endDate: '2030-01-14T00:00:00Z',
    };
    // Warms this instance's caches (the session, the access facts) as any earlier request of the day has.
    await t.gqlAsViewer('{ __typename }');
    await t.gqlAsViewer(WEEK, variables);
  });
  const eqPersonOf = (learnerId: string) =>
    sql`${people.id} = (select ${learners.personId} from ${learners} where ${learners.id} = ${learnerId})`;

  it('is one statement however many lessons: the items with their learners’ names and the working hours, read together (the access facts are cached)', async () => {
    let week: Awaited<ReturnType<typeof t.gqlAsViewer<Week>>> | undefined;
    expect(await countQueries(t.db, async () => (week = await t.gqlAsViewer<Week>(WEEK, variables)))).toBe(1);
    expect(week?.errors).toBeUndefined();
    expect(week?.data?.instructor.calendarEvents.map((e) => e.learner?.name)).toEqual(
      ['Ada', 'Ben', 'Cy'].map((firstName) =>
        expect.objectContaining({ firstName, fullName: expect.stringMatching(`^${firstName} `) }),
      ),
    );
  });

  it('reads the learners once, in one batch, when a lesson asks for more than their names', async () => {
    const more = WEEK.replace('learner { id name', 'learner { id approved mobileNumber name');
    expect(await countQueries(t.db, () => t.gqlAsViewer(more, variables))).toBe(2);
  });

  it('still refuses a learner the instructor does not know, as the learners loader does', async () => {
    const [person] = await t.db
      .insert(people)
      .values({ firstName: 'Stranger', lastName: 'Danger' })
      .returning({ id: people.id });
    const [stranger] = await t.db.insert(learners).values({ personId: person!.id }).returning({ id: learners.id });
    await t.db.insert(calendarItems).values({
      instructorId: t.instructor.instructorId,
      kind: 'lesson',
      learnerId: stranger!.id,
      propositionAllocationId: t.instructor.franchiseId,
      startAt: new Date('2030-01-12T10:00:00Z'),
      endAt: new Date('2030-01-12T11:00:00Z'),
    });
    const week = await t.gqlAsViewer<Week>(WEEK, variables);
    expect(week.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(JSON.stringify(week.data)).not.toContain('Stranger');
  });
});
