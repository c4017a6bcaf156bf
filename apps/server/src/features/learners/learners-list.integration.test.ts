import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { addLearner } from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { countQueries } from '../../../test/query-count.ts';
import { signIn } from '../../../test/sign-in.ts';
import { calendarItems, drivingTests } from '../../db/schema/index.ts';
import { DEMO_PASSWORD, instructorIdFor } from '../../seed/foundation.seed.ts';

/** An operation of the web app, exactly as it sends it (the persisted document the server accepts). */
const webOperation = (name: string): string => {
  const documents: Record<string, string> = JSON.parse(
    readFileSync(new URL('../../generated/persisted-documents.json', import.meta.url), 'utf8'),
  );
  const text = Object.values(documents).find((doc) => new RegExp(`query ${name}\\b`).test(doc));
  if (!text) throw new Error(`no persisted operation ${name}`);
  return text;
};
// The /learners page's own list (apps/web/src/features/learners/api/learners-list.graphql).
const LIST = webOperation('LearnersList');
const DETAILS = webOperation('LearnerDetails');
const PROGRESS = webOperation('LearnerProgress');

type Listed = { id: string; customerType: string; pendingApproval: boolean; name: { fullName: string } };
type ListAnswer = { instructor: { learners: Listed[] } };

const START = new Date('2030-01-07T08:00:00Z');
const DAY = 86_400_000;

describeIntegration('the learners list: what it costs the database', { start: START }, (fx) => {
  let t: Fixture;
  const list = () => t.gqlAsViewer<ListAnswer>(LIST, { instructorId: t.instructor.instructorId });
  /** A learner with a lesson `days` from the clock and a test booked, as a busy book has them. */
  const addBusyLearner = async (i: number, options: Parameters<typeof addLearner>[2] = {}) => {
    const learnerId = await addLearner(t.db, t.instructor, options);
    const start = new Date(START.getTime() + (i % 2 ? -1 : 1) * (i + 1) * DAY);
    await t.db.insert(calendarItems).values({
      instructorId: t.instructor.instructorId,
      kind: 'lesson',
      learnerId,
      propositionAllocationId: t.instructor.franchiseId,
      startAt: start,
      endAt: new Date(start.getTime() + 3_600_000),
    });
    await t.db.insert(drivingTests).values({ learnerId, date: '2030-02-01', type: 'Practical', status: 'Upcoming' });
  };

  beforeAll(async () => {
    t = fx();
    await addBusyLearner(0);
    // Warms this instance's caches (the session, the access facts) as any earlier request of the day has.
    await t.gqlAsViewer('{ __typename }');
    await list();
  });

  it('is one statement whatever the number of learners: the list with each one’s allocation, lessons and pending state', async () => {
    const one = await countQueries(t.db, () => list());
    const kinds: Parameters<typeof addLearner>[2][] = [{ status: 'Pending' }, { sourcedBy: 'Instructor' }, {}];
    for (let i = 1; i < 25; i++) await addBusyLearner(i, kinds[i % kinds.length]);
    let answer: Awaited<ReturnType<typeof list>> | undefined;
    const many = await countQueries(t.db, async () => {
      answer = await list();
    });
    expect(answer?.errors).toBeUndefined();
    expect(answer?.data?.instructor.learners).toHaveLength(25);
    expect(answer?.data?.instructor.learners.filter((l) => l.pendingApproval)).toHaveLength(8);
    expect([one, many]).toEqual([1, 1]);
  });
});

describeIntegration("Aisha Khan's (100006) seeded book: DIT and Motability learners", (fx) => {
  let t: Fixture;
  let cookie: string;
  const aisha = instructorIdFor('100006');
  beforeAll(async () => {
    t = fx();
    cookie = await signIn(t, '100006', DEMO_PASSWORD);
  });
  const learnersByName = async () => {
    const answer = await t.gql<ListAnswer>(LIST, { instructorId: aisha }, cookie);
    expect(answer.errors).toBeUndefined();
    return new Map(answer.data!.instructor.learners.map((l) => [l.name.fullName, l]));
  };

  it('lists both franchises’ learners on her /learners page, the new ones waiting for approval', async () => {
    const listed = await learnersByName();
    expect(
      ['Ravi Mistry', 'Tomasz Nowak', 'Hannah Cole', 'Kwame Mensah'].map((name) => listed.get(name)?.customerType),
    ).toEqual(['DIT', 'DIT', 'DIT', 'DIT']);
    expect(
      ['Margaret Lowe', 'Derek Palmer', 'Sana Ahmed', 'Joan Whitfield'].map((name) => listed.get(name)?.customerType),
    ).toEqual(['Learner', 'Learner', 'Learner', 'Learner']);
    expect([...listed.values()].filter((l) => l.pendingApproval).map((l) => l.name.fullName)).toEqual(
      expect.arrayContaining(['Kwame Mensah', 'Sana Ahmed']),
    );
  });

  it('gives them tests; a DIT learner has no progress record, a Motability learner has one', async () => {
    const listed = await learnersByName();
    const details = async (name: string) => {
      const id = listed.get(name)!.id;
      const [tests, progress] = await Promise.all([
        t.gql<{ learner: { tests: { type: string }[] } }>(DETAILS, { id }, cookie),
        t.gql<{ learner: { progress: { overallProgress: number } | null } }>(PROGRESS, { id }, cookie),
      ]);
      return {
        tests: tests.data?.learner.tests.map((test) => test.type),
        progress: progress.data?.learner.progress?.overallProgress ?? null,
      };
    };
    expect(await details('Ravi Mistry')).toEqual({ tests: ['DIT1', 'DIT2'], progress: null });
    expect(await details('Hannah Cole')).toEqual({ tests: ['DIT1', 'DIT2'], progress: null });
    const derek = await details('Derek Palmer');
    expect(derek.tests).toEqual(['Theory', 'Practical']);
    expect(derek.progress).toBeGreaterThan(0);
  });
});
