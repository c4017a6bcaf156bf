import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { textsTo } from '../../../test/auth-calls.ts';
import {
  addCalendarInstructor,
  addLearner,
  balanceOf,
  bookLesson,
  type CalendarInstructor,
} from '../../../test/calendar-fixtures.ts';
import { describeIntegration } from '../../../test/fixture.ts';
import { countQueries } from '../../../test/query-count.ts';
import { learnerAllocations, learnerSkillScores, learners, people } from '../../db/schema/index.ts';

const START = new Date('2030-01-07T08:00:00Z');
const SEND = `mutation ($id: ID!) { sendLearnerPageLink(learnerId: $id) { reminderOptIn linkSentAt } }`;
const REVOKE = `mutation ($id: ID!) { revokeLearnerPageLink(learnerId: $id) { linkSentAt } }`;
const REMIND = `mutation ($id: ID!, $on: Boolean!) { setLearnerReminders(learnerId: $id, optIn: $on) { reminderOptIn } }`;
const STATUS = `query ($id: ID!) { learner(id: $id) { learnerPage { reminderOptIn linkSentAt } } }`;

describeIntegration('the learner page (issue 27)', { start: START }, (fx) => {
  let learnerId: string;
  let other: string;
  let stranger: CalendarInstructor;
  const mobile = '+447700900555';

  const setMobile = async (id: string, number: string) => {
    const [row] = await fx().db.select({ personId: learners.personId }).from(learners).where(eq(learners.id, id));
    await fx().db.update(people).set({ mobileNumber: number }).where(eq(people.id, row!.personId));
  };

  /** Sends a fresh link through /graphql and reads its token back from the outbox. */
  const sendLink = async (id = learnerId, to = mobile) => {
    const answer = await fx().gqlAsViewer(SEND, { id });
    expect(answer.errors).toBeUndefined();
    const [text] = await textsTo(fx(), to);
    const token = /\/learner\/([A-Za-z0-9_-]{43})/.exec(text!.body)?.[1];
    expect(token).toBeDefined();
    return token!;
  };
  // Each call from an address of its own: the rate limit has a test of its own.
  let client = 0;
  const address = () => `203.0.113.${++client}`;
  const page = (token: string) =>
    fx().app.inject({ method: 'GET', url: `/learner/${token}`, remoteAddress: address() });
  const post = (token: string, body: string, headers: Record<string, string> = {}) =>
    fx().app.inject({
      method: 'POST',
      url: `/learner/${token}`,
      remoteAddress: address(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3000', ...headers },
      payload: body,
    });

  beforeAll(async () => {
    const t = fx();
    learnerId = await addLearner(t.db, t.instructor, { hours: 6.5, postcode: 'LS6 3AA' });
    other = await addLearner(t.db, t.instructor, { hours: 2 });
    await setMobile(learnerId, mobile);
    await setMobile(other, '+447700900556');
    await bookLesson(t, learnerId, '2030-01-08T10:00:00Z');
    await bookLesson(t, other, '2030-01-08T14:00:00Z');
    await t.db
      .insert(learnerSkillScores)
      .values({ learnerId, skillId: 'safety-checks', score: 3 })
      .onConflictDoNothing();
    stranger = await addCalendarInstructor(t.db);
  });

  it('texts a link that opens the learner page: their lessons, balance, progress, instructor and no one else', async () => {
    const token = await sendLink();
    const answer = await page(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-robots-tag']).toContain('noindex');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    const html = answer.body;
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('Tuesday 8 January');
    expect(html).toContain('10:00 to 11:00');
    expect(html).toContain('LS6 3AA');
    expect(html).toContain(`${await balanceOf(fx().db, learnerId)} hours`);
    expect(html).toMatch(/<p class="big"[^>]*>\d/);
    expect(html).toContain('Your progress');
    expect(html).toContain(`tel:`);
    expect(html).not.toContain('14:00'); // the other learner's lesson
    expect(html).not.toContain('Number'); // learners' surnames: no other learner, not even their own in full
  });

  it('costs one statement', async () => {
    const token = await sendLink();
    await page(token);
    expect(await countQueries(fx().db, () => page(token))).toBe(1);
  });

  it('answers a wrong, malformed, revoked or replaced token with the same 404', async () => {
    const first = await sendLink();
    const second = await sendLink();
    const never = 'A'.repeat(43);
    const malformed = await page('short');
    expect(malformed.statusCode).toBe(404);
    for (const token of [first, never]) {
      const answer = await page(token);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(malformed.body);
    }
    expect((await page(second)).statusCode).toBe(200);
    const revoked = await fx().gqlAsViewer<{ revokeLearnerPageLink: { linkSentAt: null } }>(REVOKE, { id: learnerId });
    expect(revoked.data?.revokeLearnerPageLink.linkSentAt).toBeNull();
    const gone = await page(second);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe(malformed.body);
  });

  it('is a 404 once the learner is no longer allocated to the instructor', async () => {
    const t = fx();
    const leaving = await addLearner(t.db, t.instructor);
    await setMobile(leaving, '+447700900557');
    const token = await sendLink(leaving, '+447700900557');
    expect((await page(token)).statusCode).toBe(200);
    await t.db.update(learnerAllocations).set({ status: 'Rejected' }).where(eq(learnerAllocations.learnerId, leaving));
    expect((await page(token)).statusCode).toBe(404);
  });

  it('hides progress for a DIT trainee', async () => {
    const t = fx();
    const dit = await addLearner(t.db, t.instructor, { customerType: 'DIT', category: 'DitCar' });
    await setMobile(dit, '+447700900558');
    const answer = await page(await sendLink(dit, '+447700900558'));
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('Your progress');
  });

  it('lets the learner turn reminders on and off with a form post from the page, not from another site', async () => {
    const token = await sendLink();
    const on = await post(token, 'reminders=on', { origin: 'http://localhost:3000' });
    expect(on.statusCode).toBe(200);
    expect(on.body).toContain('Reminder texts are on.');
    const status = await fx().gqlAsViewer<{ learner: { learnerPage: { reminderOptIn: boolean } } }>(STATUS, {
      id: learnerId,
    });
    expect(status.data?.learner.learnerPage.reminderOptIn).toBe(true);
    const foreign = await post(token, 'reminders=off', { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    // What Chromium sends from a page with Referrer-Policy: no-referrer.
    expect((await post(token, 'reminders=on', { origin: 'null' })).statusCode).toBe(200);
    const bad = await post(token, 'reminders=maybe');
    expect(bad.statusCode).toBe(400);
    const off = await post(token, 'reminders=off');
    expect(off.body).toContain('Reminder texts are off.');
    const [row] = await fx().db.select({ on: learners.reminderOptIn }).from(learners).where(eq(learners.id, learnerId));
    expect(row?.on).toBe(false);
    expect((await post('B'.repeat(43), 'reminders=on')).statusCode).toBe(404);
  });

  it('lets the instructor record the choice', async () => {
    const on = await fx().gqlAsViewer<{ setLearnerReminders: { reminderOptIn: boolean } }>(REMIND, {
      id: other,
      on: true,
    });
    expect(on.data?.setLearnerReminders.reminderOptIn).toBe(true);
    await fx().gqlAsViewer(REMIND, { id: other, on: false });
  });

  it("refuses another instructor's learner with NOT_FOUND for every operation, changing nothing", async () => {
    const t = fx();
    const theirs = await addLearner(t.db, stranger);
    await setMobile(theirs, '+447700900559');
    for (const [query, variables] of [
      [SEND, { id: theirs }],
      [REVOKE, { id: theirs }],
      [REMIND, { id: theirs, on: true }],
      [STATUS, { id: theirs }],
      [SEND, { id: 'not-an-id' }],
    ] as const) {
      const answer = await t.gqlAsViewer(query, variables);
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect(await textsTo(t, '+447700900559')).toHaveLength(0);
    const [row] = await t.db.select({ on: learners.reminderOptIn }).from(learners).where(eq(learners.id, theirs));
    expect(row?.on).toBe(false);
  });

  it('refuses a learner without a mobile number', async () => {
    const t = fx();
    const noMobile = await addLearner(t.db, t.instructor);
    const answer = await t.gqlAsViewer(SEND, { id: noMobile });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is rate limited per client address', async () => {
    const token = await sendLink();
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) {
      const answer = await fx().app.inject({ method: 'GET', url: `/learner/${token}`, remoteAddress: '198.51.100.77' });
      answers.push(answer.statusCode);
    }
    expect(answers.slice(0, 30).every((code) => code === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
