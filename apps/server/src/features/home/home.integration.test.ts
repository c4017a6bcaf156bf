import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  addCalendarInstructor,
  addLearner,
  bookLesson,
  type CalendarInstructor,
  setCapacity,
} from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { calendarItems, slotOffers } from '../../db/schema/index.ts';
import { instructorIdFor } from '../../seed/foundation.seed.ts';
import { createHomeService } from './home.service.ts';

/** The dashboard in one request, as the home page asks for it. */
const HOME = `query ($id: ID!) { instructor(id: $id) {
  todaysThingsToDo { kind count }
  todaysIncome { pence formatted }
  todaysEvents { id startDateTime endDateTime newLearner learner { id name { fullName } pickupAddress { postcode } } }
  arrears { amount { pence } }
  posts(input: { type: [NEWS, TECH], status: Live, limit: 5 }) { id }
} }`;

type Home = {
  instructor: {
    todaysThingsToDo: Array<{ kind: string; count: number }>;
    todaysIncome: { pence: number; formatted: string };
    todaysEvents: Array<{ id: string; startDateTime: string; learner: { id: string; name: { fullName: string } } }>;
    posts: Array<{ id: string }>;
  };
};

const counts = (answer: Home) => Object.fromEntries(answer.instructor.todaysThingsToDo.map((r) => [r.kind, r.count]));

// Wednesday 01/05/2030, 10:00 in the UK (BST).
describeIntegration('home dashboard', { start: new Date('2030-05-01T09:00:00Z') }, (fx) => {
  let t: Fixture;
  let other: CalendarInstructor;
  const lessons: string[] = [];

  beforeAll(async () => {
    t = fx();
    other = await addCalendarInstructor(t.db);
    const learner = await addLearner(t.db, t.instructor, { hours: 10 });
    const second = await addLearner(t.db, t.instructor, { sourcedBy: 'Instructor' });
    lessons.push((await bookLesson(t, second, '2030-05-01T11:45:00Z', 2)).id);
    lessons.push((await bookLesson(t, learner, '2030-05-01T10:00:00Z', 1)).id);
    await bookLesson(t, learner, '2030-05-02T10:00:00Z', 1);
    const cancelled = await bookLesson(t, learner, '2030-05-01T15:00:00Z', 1);
    await t.services.calendar.cancelLesson(t.viewer, { id: cancelled.id, reason: 'the learner is unwell today sadly' });
    await addLearner(t.db, t.instructor, { status: 'Pending' });
    await addLearner(t.db, t.instructor, { status: 'Pending' });
    await addLearner(t.db, other, { status: 'Pending' });
    await setCapacity(t.db, t.instructor.franchiseId, { maximum: 0, locked: false });
  });

  it("answers in one request: today's booked lessons in order, their income and the things to do", async () => {
    const answer = await t.gqlAsViewer<Home>(HOME, { id: t.instructor.instructorId });
    expect(answer.errors).toBeUndefined();
    const home = answer.data!;
    // not tomorrow's lesson, not the cancelled one
    expect(home.instructor.todaysEvents.map((e) => e.id)).toEqual([lessons[1], lessons[0]]);
    expect(home.instructor.todaysEvents[0]!.learner.name.fullName).toMatch(/^Learner Number \d+$/);
    // £32.50 an hour + VAT: 1 hour and 2 hours
    expect(home.instructor.todaysIncome).toEqual({ pence: 11_700, formatted: '£117.00' });
    expect(counts(home)).toEqual({ APPROVE_LEARNER: 2, SERVICE_MESSAGE: 0, OPEN_CAP: 1, UPLOAD_DOCUMENTS: 0 });
    expect(home.instructor.posts.length).toBeLessThanOrEqual(5);
  });

  it('counts from the real data: approving a learner and opening the cap clear their reminders', async () => {
    await setCapacity(t.db, t.instructor.franchiseId, { maximum: 0, locked: true });
    expect(
      counts({ instructor: { todaysThingsToDo: await t.services.home.todaysThingsToDo(t.viewer) } } as Home),
    ).toMatchObject({ OPEN_CAP: 0, APPROVE_LEARNER: 2 });
    await setCapacity(t.db, t.instructor.franchiseId, { maximum: 12, locked: false });
    const other_ = await t.services.home.todaysThingsToDo(other.viewer);
    expect(other_.find((r) => r.kind === 'APPROVE_LEARNER')?.count).toBe(1);
  });

  it('reads each reminder from its source, keyed by kind', async () => {
    const home = createHomeService(t.deps, t.services, {
      APPROVE_LEARNER: async () => 0,
      SERVICE_MESSAGE: async () => 3,
      OPEN_CAP: async () => 0,
      UPLOAD_DOCUMENTS: async (viewer) => (viewer.instructorId === t.instructor.instructorId ? 2 : 0),
    });
    expect(await home.todaysThingsToDo(t.viewer)).toEqual([
      { kind: 'APPROVE_LEARNER', count: 0 },
      { kind: 'SERVICE_MESSAGE', count: 3 },
      { kind: 'OPEN_CAP', count: 0 },
      { kind: 'UPLOAD_DOCUMENTS', count: 2 },
    ]);
  });

  it("gives NOT_FOUND for another instructor's dashboard", async () => {
    const answer = await t.gqlAsViewer(HOME, { id: other.instructorId });
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(answer.data).toBeNull();
  });

  it('has no lessons and no income on a day without lessons', async () => {
    expect(await t.services.home.todaysEvents(other.viewer)).toEqual([]);
    expect((await t.services.home.todaysIncome(other.viewer)).pence).toBe(0);
  });
});

describeIntegration('seeded accounts', { start: new Date() }, (fx) => {
  it('gives arrears to 100001 and 100002 only', async () => {
    const t = fx();
    const owed: Record<string, number> = {};
    for (const adi of ['100001', '100002', '100003', '100004', '100005', '100006']) {
      const arrears = await t.services.accounts.listArrears({ instructorId: instructorIdFor(adi) });
      owed[adi] = arrears.reduce((sum, a) => sum + a.amount.pence, 0);
    }
    expect(owed['100001']).toBe(2 * 24_500);
    expect(owed['100002']).toBeGreaterThan(0);
    expect([owed['100003'], owed['100004'], owed['100005'], owed['100006']]).toEqual([0, 0, 0, 0]);
    const invoices = await t.services.accounts.listInvoices({ instructorId: instructorIdFor('100001') });
    expect(invoices.filter((i) => !i.pdfCreated)).toHaveLength(1);
    const week = await t.services.accounts.listLedgerItems({ instructorId: instructorIdFor('100001') });
    expect(week.some((i) => i.kind === 'Invoice')).toBe(true);
  });

  it("shows 100001 an open offer of his next cancelled lesson's slot, still free: three texted, one opened", async () => {
    const t = fx();
    const daniel = { instructorId: instructorIdFor('100001') };
    const now = t.clock.now();
    const offers = await t.services.slotOffers.listSlotOffers(daniel, now, new Date(now.getTime() + 14 * 86_400_000));
    expect(offers.map((o) => o.state)).toEqual(['Open']);
    const offer = offers[0]!;
    expect(offer.standsUntil.getTime()).toBeGreaterThan(now.getTime() + 20 * 3_600_000);
    expect(offer.createdAt.getTime()).toBeLessThan(now.getTime());
    expect(offer.recipients.map((r) => r.status).sort()).toEqual(['Opened', 'Sent', 'Sent']);
    const [row] = await t.db.select().from(slotOffers).where(eq(slotOffers.id, offer.id));
    const from = await t.services.calendar.getLesson(daniel, row!.fromLessonId!);
    expect(from).toMatchObject({ status: 'Cancelled', startDateTime: offer.startDateTime });
    const [cancelled] = await t.db.select().from(calendarItems).where(eq(calendarItems.id, row!.fromLessonId!));
    expect(cancelled!.cancelledAt!.getTime()).toBeLessThan(offer.createdAt.getTime());
    const [free] = await t.services.calendar.timeSlotsAvailability(daniel, {
      instructorKey: daniel.instructorId,
      timeSlots: [
        { startDateTime: offer.startDateTime, endDateTime: offer.endDateTime, travelTime: row!.travelMinutes },
      ],
    });
    expect(free?.availability).toBe('Available');
  });
});
