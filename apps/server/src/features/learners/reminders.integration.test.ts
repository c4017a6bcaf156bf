import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { textsTo } from '../../../test/auth-calls.ts';
import { addLearner, bookLesson } from '../../../test/calendar-fixtures.ts';
import { describeIntegration } from '../../../test/fixture.ts';
import { calendarItems, learners, lessonReminders, people } from '../../db/schema/index.ts';
import { SMS_SIGNATURE_HEADER, signSmsWebhook, smsWebhookSecret } from '../../lib/sms/sms-webhook.ts';
import { createServices } from '../../services.ts';

// Monday 7 January 2030 (GMT): lessons on Tuesday the 8th are reminded at 18:00 on Monday.
const START = new Date('2030-01-07T09:00:00Z');
const SIX_PM = new Date('2030-01-07T18:00:00Z');

describeIntegration('lesson reminders (issue 27)', { start: START }, (fx) => {
  let n = 0;
  /** A learner of the suite's instructor with a mobile of their own, opted in unless told. */
  const learnerWithMobile = async (optIn = true) => {
    const t = fx();
    const id = await addLearner(t.db, t.instructor, { hours: 10 });
    const mobile = `+4477009007${String(++n).padStart(2, '0')}`;
    const [row] = await t.db.select({ personId: learners.personId }).from(learners).where(eq(learners.id, id));
    await t.db.update(people).set({ mobileNumber: mobile }).where(eq(people.id, row!.personId));
    await t.db.update(learners).set({ reminderOptIn: optIn }).where(eq(learners.id, id));
    return { id, mobile };
  };
  const run = () => fx().services.learners.sendDueReminders();
  const book = async (learnerId: string, start: string) => {
    fx().clock.set(START);
    const lesson = await bookLesson(fx(), learnerId, start);
    return lesson.id as string;
  };
  const webhook = (event: object, signature?: string) => {
    const payload = JSON.stringify(event);
    const secret = smsWebhookSecret(fx().deps.config)!;
    return fx().app.inject({
      method: 'POST',
      url: '/api/sms/webhook',
      headers: {
        'content-type': 'application/json',
        [SMS_SIGNATURE_HEADER]: signature ?? signSmsWebhook(secret, payload),
      },
      payload,
    });
  };

  let first: { id: string; mobile: string };
  let firstLesson: string;
  beforeAll(async () => {
    first = await learnerWithMobile();
    firstLesson = await book(first.id, '2030-01-08T10:00:00Z');
  });

  it('texts at 18:00 the day before, once, to learners who opted in, and none for a cancelled lesson', async () => {
    const t = fx();
    const quiet = await learnerWithMobile(false);
    await book(quiet.id, '2030-01-08T12:00:00Z');
    const cancelled = await learnerWithMobile();
    const cancelledLesson = await book(cancelled.id, '2030-01-08T15:00:00Z');
    await t.services.calendar.cancelLesson(t.viewer, {
      id: cancelledLesson,
      reason: 'The learner is unwell today',
      refundLearner: false,
    });
    t.clock.set(new Date(SIX_PM.getTime() - 60_000));
    expect((await run()).sent).toBe(0);
    t.clock.set(SIX_PM);
    expect((await run()).sent).toBe(1);
    expect((await run()).sent).toBe(0);
    const texts = await textsTo(t, first.mobile);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain('Tuesday 8 January at 10:00');
    expect(texts[0]!.body).toContain('LS6 3AA');
    expect(texts[0]!.body).toMatch(/^Reminder: driving lesson with .+ tomorrow, Tuesday/);
    const token = /\/learner\/([A-Za-z0-9_-]{43})/.exec(texts[0]!.body)?.[1];
    expect((await t.app.inject({ method: 'GET', url: `/learner/${token}` })).statusCode).toBe(200);
    expect(await textsTo(t, quiet.mobile)).toHaveLength(0);
    expect(await textsTo(t, cancelled.mobile)).toHaveLength(0);
  });

  it('sends exactly one text when two instances run at once', async () => {
    const t = fx();
    const learner = await learnerWithMobile();
    await book(learner.id, '2030-01-08T16:00:00Z');
    t.clock.set(new Date(SIX_PM.getTime() + 5 * 60_000));
    const other = createServices({ ...t.deps }).learners;
    const results = await Promise.all([run(), other.sendDueReminders(), run(), other.sendDueReminders()]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
    expect(await textsTo(t, learner.mobile)).toHaveLength(1);
  });

  it('sends it on the next run when a run dies before the text went (nothing half-done is kept)', async () => {
    const t = fx();
    const learner = await learnerWithMobile();
    await book(learner.id, '2030-01-08T08:00:00Z');
    t.clock.set(new Date(SIX_PM.getTime() + 10 * 60_000));
    const failing = createServices({
      ...t.deps,
      sms: { name: 'outbox', send: () => Promise.reject(new Error('provider down')) },
    }).learners;
    expect(await failing.sendDueReminders()).toEqual({ sent: 0, failed: 1 });
    expect(await textsTo(t, learner.mobile)).toHaveLength(0);
    expect((await run()).sent).toBe(1);
    expect((await run()).sent).toBe(0);
    expect(await textsTo(t, learner.mobile)).toHaveLength(1);
  });

  it('reminds a moved lesson at its new time, and not one moved to another day', async () => {
    const t = fx();
    const learner = await learnerWithMobile();
    const moving = await book(learner.id, '2030-01-08T13:00:00Z');
    t.clock.set(new Date(SIX_PM.getTime() + 15 * 60_000));
    expect((await run()).sent).toBe(1);
    const moveTo = (start: string) =>
      t.db
        .update(calendarItems)
        .set({ startAt: new Date(start), endAt: new Date(new Date(start).getTime() + 3_600_000) })
        .where(eq(calendarItems.id, moving));
    await moveTo('2030-01-08T17:00:00Z');
    expect((await run()).sent).toBe(1);
    expect((await textsTo(t, learner.mobile))[0]!.body).toContain('at 17:00');
    await moveTo('2030-01-10T17:00:00Z');
    expect((await run()).sent).toBe(0);
    expect(await textsTo(t, learner.mobile)).toHaveLength(2);
  });

  it('takes signed delivery reports and STOP replies on the webhook; the lesson shows its reminder', async () => {
    const t = fx();
    const [reminder] = await t.db
      .select({ reference: lessonReminders.reference })
      .from(lessonReminders)
      .where(and(eq(lessonReminders.calendarItemId, firstLesson)));
    const report = { type: 'delivery', reference: reminder!.reference, status: 'delivered' };
    expect((await webhook(report, 'sha256=00')).statusCode).toBe(401);
    expect((await webhook({ type: 'other' })).statusCode).toBe(400);
    expect((await webhook(report)).statusCode).toBe(204);
    const lesson = await t.gqlAsViewer<{ lesson: { reminder: { status: string; deliveredAt: string | null } } }>(
      'query ($id: ID!) { lesson(id: $id) { reminder { status sentAt deliveredAt } } }',
      { id: firstLesson },
    );
    expect(lesson.data?.lesson.reminder).toMatchObject({ status: 'Delivered' });
    expect(lesson.data?.lesson.reminder.deliveredAt).not.toBeNull();

    expect((await webhook({ type: 'reply', from: first.mobile, body: ' stop ' })).statusCode).toBe(204);
    const [row] = await t.db.select({ on: learners.reminderOptIn }).from(learners).where(eq(learners.id, first.id));
    expect(row?.on).toBe(false);
    await book(first.id, '2030-01-09T10:00:00Z');
    t.clock.set(new Date('2030-01-08T18:00:00Z'));
    expect((await run()).sent).toBe(0);
  });

  it('runs as at the instant the development job route is given, the server clock left alone', async () => {
    const t = fx();
    const learner = await learnerWithMobile();
    const lesson = await book(learner.id, '2030-01-11T10:00:00Z'); // Friday; the clock is Monday morning again
    const runAt = async (at: string) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/dev/jobs/lesson%20reminders/run',
        headers: { 'content-type': 'application/json', 'x-portal-csrf': '1' },
        payload: { at },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as { job: string; at: string; done: { sent: number; failed: number } };
    };
    expect((await runAt('2030-01-10T17:59:00Z')).done.sent).toBe(0);
    expect(await runAt('2030-01-10T18:00:00Z')).toEqual({
      job: 'lesson reminders',
      at: '2030-01-10T18:00:00.000Z',
      done: { sent: 1, failed: 0 },
    });
    expect((await runAt('2030-01-10T18:00:00Z')).done.sent).toBe(0);
    expect((await runAt('2030-01-10T21:30:00Z')).done.sent).toBe(0);
    const texts = await textsTo(t, learner.mobile);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain('tomorrow, Friday 11 January at 10:00');
    expect(t.clock.now()).toEqual(START);
    const reminder = await t.gqlAsViewer<{ lesson: { reminder: { status: string; sentAt: string } } }>(
      'query ($id: ID!) { lesson(id: $id) { reminder { status sentAt } } }',
      { id: lesson },
    );
    expect(reminder.data?.lesson.reminder).toEqual({ status: 'Sent', sentAt: '2030-01-10T18:00:00.000Z' });
  });
});
