import { eq, sql } from 'drizzle-orm';
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
import {
  calendarItems,
  instructors,
  learners,
  people,
  slotOfferRecipients,
  slotOffers,
} from '../../db/schema/index.ts';

const START = new Date('2030-01-07T08:00:00Z'); // a Monday, working 08:00-18:00
const CREATE = `mutation ($input: CreateSlotOfferInput!) { createSlotOffer(input: $input) {
  id state takenBy lessonId recipients { learnerId fullName status openedAt } } }`;
const OFFER = `query ($id: ID!) { slotOffer(id: $id) { id state takenBy lessonId recipients { learnerId status openedAt } } }`;
const WITHDRAW = `mutation ($id: ID!) { withdrawSlotOffer(id: $id) { state } }`;
const CANDIDATES = `query ($input: SlotOfferCandidatesInput!) { slotOfferCandidates(input: $input) {
  learnerId fullName suggested reasons canText } }`;
const LIST = `query ($from: DateTime!, $to: DateTime!) { slotOffers(startDate: $from, endDate: $to) { id state } }`;

type Offer = { id: string; state: string; takenBy: string | null; lessonId: string | null };

describeIntegration('offer a freed slot (issue 27 §3)', { start: START }, (fx) => {
  let stranger: CalendarInstructor;
  let mobiles = 0;
  const mobileOf = new Map<string, string>();

  const learnerWithMobile = async (options: Parameters<typeof addLearner>[2] = { hours: 4 }, who = fx().instructor) => {
    const id = await addLearner(fx().db, who, options);
    const mobile = `+4477009007${String(++mobiles).padStart(2, '0')}`;
    const [row] = await fx().db.select({ personId: learners.personId }).from(learners).where(eq(learners.id, id));
    await fx().db.update(people).set({ mobileNumber: mobile }).where(eq(people.id, row!.personId));
    mobileOf.set(id, mobile);
    return id;
  };

  const slotAt = (start: string, hours = 1) => ({
    startDateTime: new Date(start).toISOString(),
    endDateTime: new Date(new Date(start).getTime() + hours * 3_600_000).toISOString(),
    lessonType: 'Standard',
  });

  const offer = async (start: string, learnerIds: string[], extra: Record<string, unknown> = {}) => {
    const answer = await fx().gqlAsViewer<{ createSlotOffer: Offer }>(CREATE, {
      input: {
        ...slotAt(start),
        standsUntil: new Date(new Date(start).getTime() - 3_600_000).toISOString(),
        learnerIds,
        textInstructor: false,
        ...extra,
      },
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createSlotOffer;
  };

  /** The path of the offer's link in the learner's newest text. */
  const linkOf = async (learnerId: string) => {
    const [text] = await textsTo(fx(), mobileOf.get(learnerId)!);
    const path = /\/learner\/[A-Za-z0-9_-]{43}\/offers\/[0-9a-f-]{36}/.exec(text?.body ?? '')?.[0];
    expect(path, text?.body).toBeDefined();
    return path!;
  };

  let client = 0;
  const open = (path: string) =>
    fx().app.inject({ method: 'GET', url: path, remoteAddress: `203.0.113.${++client % 250}` });
  const accept = (path: string, origin = 'null') =>
    fx().app.inject({
      method: 'POST',
      url: path,
      remoteAddress: `198.51.100.${++client % 250}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3000', origin },
      payload: 'accept=yes',
    });

  const counts = async () => {
    const result = await fx().db.execute(
      sql`select (select count(*)::int from calendar_items) as items,
        (select coalesce(sum(hours), 0)::float from lesson_balances) as hours,
        (select count(*)::int from slot_offers where winner_recipient_id is not null) as winners,
        (select count(*)::int from slot_offer_recipients where outcome = 'Accepted') as outcomes`,
    );
    return (result as unknown as { rows: Array<{ items: number; hours: number; winners: number; outcomes: number }> })
      .rows[0]!;
  };

  beforeAll(async () => {
    stranger = await addCalendarInstructor(fx().db);
  });

  it('suggests learners with pre-paid hours or a quiet week first, each with the reason, then the rest', async () => {
    const prepaid = await learnerWithMobile({ hours: 3 });
    await bookLesson(fx(), prepaid, '2030-01-21T09:00:00Z'); // active, and nothing in the next week
    const busyWeek = await learnerWithMobile({ hours: 0, sourcedBy: 'Instructor' });
    await bookLesson(fx(), busyWeek, '2030-01-09T09:00:00Z');
    const answer = await fx().gqlAsViewer<{
      slotOfferCandidates: Array<{ learnerId: string; suggested: boolean; reasons: string[]; canText: boolean }>;
    }>(CANDIDATES, { input: slotAt('2030-01-08T15:00:00Z') });
    expect(answer.errors).toBeUndefined();
    const list = answer.data!.slotOfferCandidates;
    const first = list.findIndex((c) => c.learnerId === prepaid);
    const later = list.findIndex((c) => c.learnerId === busyWeek);
    expect(list[first]).toMatchObject({ suggested: true, canText: true });
    expect(list[first]!.reasons).toEqual([
      'Has 2 pre-paid hours',
      'No lesson booked in the next week',
      'Free that day',
    ]);
    expect(list[later]).toMatchObject({ suggested: false, reasons: [] });
    expect(first).toBeLessThan(later);
    expect(
      list
        .slice(
          0,
          list.findIndex((c) => !c.suggested),
        )
        .every((c) => c.suggested),
    ).toBe(true);
  });

  it('texts each chosen learner a link to the offer on their page, and records who opened it', async () => {
    const [a, b] = [await learnerWithMobile(), await learnerWithMobile()];
    const created = await offer('2030-01-08T12:00:00Z', [a, b]);
    expect(created.state).toBe('Open');
    const page = await open(await linkOf(a));
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.body).toContain('Tuesday 8 January');
    expect(page.body).toContain('12:00 to 13:00');
    expect(page.body).toContain('Accept this lesson');
    const seen = await fx().gqlAsViewer<{ slotOffer: { recipients: Array<{ learnerId: string; status: string }> } }>(
      OFFER,
      { id: created.id },
    );
    const statuses = Object.fromEntries(seen.data!.slotOffer.recipients.map((r) => [r.learnerId, r.status]));
    expect(statuses).toEqual({ [a]: 'Opened', [b]: 'Sent' });
  });

  it('20 learners accepting at once: one lesson, 19 told the slot has been taken, nothing else changed', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await learnerWithMobile({ hours: 2 }));
    const created = await offer('2030-01-08T10:00:00Z', ids);
    const links = await Promise.all(ids.map(linkOf));
    const before = await counts();
    const answers = await Promise.all(links.map((path) => accept(path)));
    expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 200));
    const won = answers.filter((a) => a.body.includes('the lesson is booked.'));
    const taken = answers.filter((a) => a.body.includes('This slot has been taken'));
    expect(won).toHaveLength(1);
    expect(taken).toHaveLength(19);
    const after = await counts();
    expect(after).toEqual({
      items: before.items + 1,
      hours: before.hours - 1,
      winners: before.winners + 1,
      outcomes: before.outcomes + 1,
    });
    const seen = await fx().gqlAsViewer<{ slotOffer: Offer & { recipients: Array<{ status: string }> } }>(OFFER, {
      id: created.id,
    });
    expect(seen.data!.slotOffer.state).toBe('Taken');
    expect(seen.data!.slotOffer.takenBy).toMatch(/^Learner Number/);
    const statuses = seen.data!.slotOffer.recipients.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 'Accepted')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'TooLate')).toHaveLength(19);
    const [lesson] = await fx()
      .db.select({ status: calendarItems.status, start: calendarItems.startAt })
      .from(calendarItems)
      .where(eq(calendarItems.id, seen.data!.slotOffer.lessonId!));
    expect(lesson).toEqual({ status: 'Active', start: new Date('2030-01-08T10:00:00Z') });
    // Opened later by someone who never pressed Accept: taken.
    expect((await open(links[0]!)).body).toMatch(/This slot has been taken|the lesson is booked/);
  });

  it('refuses through the booking checks (balance), rolling the claim back so the offer stays open', async () => {
    const broke = await learnerWithMobile({ hours: 0 });
    const created = await offer('2030-01-09T14:00:00Z', [broke]);
    const before = await counts();
    const answer = await accept(await linkOf(broke));
    expect(answer.body).toContain('you do not have enough pre-paid hours');
    expect(await counts()).toEqual(before);
    const [row] = await fx().db.select().from(slotOffers).where(eq(slotOffers.id, created.id));
    expect(row?.winnerRecipientId).toBeNull();
  });

  it('says an offer was withdrawn, and books nothing', async () => {
    const a = await learnerWithMobile();
    const created = await offer('2030-01-09T11:00:00Z', [a]);
    const withdrawn = await fx().gqlAsViewer<{ withdrawSlotOffer: { state: string } }>(WITHDRAW, { id: created.id });
    expect(withdrawn.data?.withdrawSlotOffer.state).toBe('Withdrawn');
    const again = await fx().gqlAsViewer(WITHDRAW, { id: created.id });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const before = await counts();
    const path = await linkOf(a);
    expect((await open(path)).body).toContain('Your instructor has withdrawn this offer');
    const answer = await accept(path);
    expect(answer.body).toContain('Your instructor has withdrawn this offer');
    expect(answer.body).not.toContain('Accept this lesson');
    expect(await counts()).toEqual(before);
  });

  it('says an offer past its time has ended, and books nothing', async () => {
    const a = await learnerWithMobile();
    await offer('2030-01-10T10:00:00Z', [a], { standsUntil: '2030-01-07T12:00:00Z' });
    const path = await linkOf(a);
    fx().clock.set(new Date('2030-01-07T12:00:01Z'));
    try {
      const before = await counts();
      expect((await accept(path)).body).toContain('This offer has ended');
      expect(await counts()).toEqual(before);
    } finally {
      fx().clock.set(START);
    }
  });

  it('texts the instructor when they asked to be told', async () => {
    const a = await learnerWithMobile();
    const [me] = await fx()
      .db.select({ personId: instructors.personId })
      .from(instructors)
      .where(eq(instructors.id, fx().instructor.instructorId));
    await fx().db.update(people).set({ mobileNumber: '+447700900799' }).where(eq(people.id, me!.personId));
    await offer('2030-01-10T14:00:00Z', [a], { textInstructor: true });
    expect((await accept(await linkOf(a))).body).toContain('the lesson is booked.');
    const [told] = await textsTo(fx(), '+447700900799');
    expect(told?.body).toContain('took your offered slot Thursday 10 January at 14:00');
  });

  it("answers a wrong token, another learner's link or a malformed offer id with the 404 of the learner page", async () => {
    const [a, b] = [await learnerWithMobile(), await learnerWithMobile()];
    const created = await offer('2030-01-11T10:00:00Z', [a]);
    const own = await linkOf(a);
    await offer('2030-01-11T12:00:00Z', [b]);
    const other = (await linkOf(b)).replace(/\/offers\/.*/, `/offers/${created.id}`);
    const never = own.replace(/\/learner\/[^/]+/, `/learner/${'A'.repeat(43)}`);
    const notFound = await open(`/learner/${'A'.repeat(43)}`);
    for (const path of [other, never, own.replace(/offers\/.*/, 'offers/not-an-id')]) {
      const answer = await open(path);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(notFound.body);
    }
    for (const path of [other, never]) expect((await accept(path)).statusCode).toBe(404);
    expect((await accept(own, 'https://evil.example')).statusCode).toBe(403);
    const [row] = await fx()
      .db.select({ openedAt: slotOfferRecipients.openedAt })
      .from(slotOfferRecipients)
      .where(eq(slotOfferRecipients.offerId, created.id));
    expect(row?.openedAt).toBeNull();
  });

  it("refuses another instructor's offers, learners and lessons with NOT_FOUND for every operation", async () => {
    const t = fx();
    const theirLearner = await learnerWithMobile({ hours: 2 }, stranger);
    const theirLesson = await bookLesson(
      { services: t.services, viewer: stranger.viewer, instructor: stranger },
      theirLearner,
      '2030-01-14T09:00:00Z',
    );
    const theirs = await t.services.slotOffers.createSlotOffer(stranger.viewer, {
      startDateTime: new Date('2030-01-14T12:00:00Z'),
      endDateTime: new Date('2030-01-14T13:00:00Z'),
      lessonType: 'Standard',
      standsUntil: new Date('2030-01-14T10:00:00Z'),
      learnerIds: [theirLearner],
      textInstructor: false,
    });
    const mine = await learnerWithMobile();
    const base = { ...slotAt('2030-01-14T15:00:00Z'), standsUntil: '2030-01-14T10:00:00Z', textInstructor: false };
    for (const [query, variables] of [
      [OFFER, { id: theirs.id }],
      [OFFER, { id: 'not-an-id' }],
      [WITHDRAW, { id: theirs.id }],
      [CREATE, { input: { ...base, learnerIds: [theirLearner] } }],
      [CREATE, { input: { ...base, learnerIds: [mine], fromLessonId: theirLesson.id } }],
    ] as const) {
      const answer = await t.gqlAsViewer(query, variables);
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('NOT_FOUND');
    }
    const list = await t.gqlAsViewer<{ slotOffers: Array<{ id: string }> }>(LIST, {
      from: '2030-01-01T00:00:00Z',
      to: '2030-02-01T00:00:00Z',
    });
    expect(list.data?.slotOffers.map((o) => o.id)).not.toContain(theirs.id);
    const [row] = await t.db.select().from(slotOffers).where(eq(slotOffers.id, theirs.id));
    expect(row?.withdrawnAt).toBeNull();
    expect(await balanceOf(t.db, theirLearner)).toBe(1);
  });

  it('refuses bad input with the message and changes nothing', async () => {
    const a = await learnerWithMobile();
    const before = await fx().db.select({ id: slotOffers.id }).from(slotOffers);
    const cases = [
      [{ learnerIds: [] }, 'Choose at least one learner'],
      [{ standsUntil: '2030-01-15T12:00:00Z' }, 'The offer must end before the lesson starts'],
      [{ standsUntil: '2030-01-07T07:00:00Z' }, 'Choose a time that has not passed'],
      [{ ...slotAt('2030-01-05T10:00:00Z') }, 'This slot has already started'],
    ] as const;
    for (const [change, message] of cases) {
      const answer = await fx().gqlAsViewer(CREATE, {
        input: {
          ...slotAt('2030-01-15T10:00:00Z'),
          standsUntil: '2030-01-15T08:00:00Z',
          learnerIds: [a],
          textInstructor: false,
          ...change,
        },
      });
      expect(answer.errors?.[0]?.message).toBe(message);
    }
    // Sunday: outside the working week.
    const closed = await fx().gqlAsViewer(CREATE, {
      input: {
        ...slotAt('2030-01-13T10:00:00Z'),
        standsUntil: '2030-01-13T08:00:00Z',
        learnerIds: [a],
        textInstructor: false,
      },
    });
    expect(closed.errors?.[0]?.message).toBe('This time is not free in your calendar');
    expect(await fx().db.select({ id: slotOffers.id }).from(slotOffers)).toHaveLength(before.length);
  });
});
