import { request } from 'node:http';
import { ALLOCATION_EVENTS_PATH, type QueueLessonType } from '@portal/domain/allocation';
import { DomainError } from '@portal/domain/errors';
import type { StaffViewer } from '@portal/domain/office';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarInstructor, type CalendarInstructor, setCapacity } from '../../../test/calendar-fixtures.ts';
import { describeIntegration } from '../../../test/fixture.ts';
import { learnerAllocations } from '../../db/schema/index.ts';
import { CSRF_HEADER } from '../../http/csrf.ts';
import { addQueuedLearner } from './test/queued-learner.ts';

/* Issue 24 §4: the learner allocation queue, its suggestions, allocation and the instructor's answer. */

const PASSWORD = 'Allocations-Desk-2026';
let counter = 0;

describeIntegration('the allocation queue', (fx) => {
  let desk: StaffViewer & { email: string; secret: string };
  let bsmOnly: StaffViewer;
  let fuller: CalendarInstructor;

  const member = async (roles: StaffViewer['roles'], brands: StaffViewer['brands']) => {
    counter += 1;
    const email = `alloc${counter}@office.example`;
    const row = await fx().services.staff.addMember({
      email,
      name: `Desk ${counter}`,
      password: PASSWORD,
      roles,
      brands,
    });
    const { secret } = await fx().services.staff.enrolTotp(row.id);
    return { staffId: row.id, name: row.name, email, roles, brands, secret };
  };

  const queued = (postcode: string, extra: { brand?: 'AADS' | 'BSM'; lessonType?: QueueLessonType } = {}) =>
    addQueuedLearner(fx(), { postcode, ...extra });

  const office = async (query: string, variables: Record<string, unknown>, cookie: string) => {
    const response = await fx().app.inject({
      method: 'POST',
      url: '/office/graphql',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', cookie },
      payload: JSON.stringify({ query, variables }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: the tests read answers of several shapes.
    type Data = Record<string, any>;
    return response.json() as {
      data: Data | null;
      errors?: Array<{ message: string; extensions: Record<string, unknown> }>;
    };
  };

  const signInAs = async (who: { email: string; secret: string }) => {
    const first = await office(
      'mutation ($e: String!, $p: String!) { staffSignIn(email: $e, password: $p) { signInId } }',
      { e: who.email, p: PASSWORD },
      '',
    );
    fx().clock.advance(31_000);
    const code = await generate({ secret: who.secret, epoch: Math.floor(fx().clock.now().getTime() / 1000) });
    const response = await fx().app.inject({
      method: 'POST',
      url: '/office/graphql',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      payload: JSON.stringify({
        query: 'mutation ($s: ID!, $c: String!) { staffSecondFactor(signInId: $s, code: $c) { success } }',
        variables: { s: first.data!.staffSignIn.signInId, c: code },
      }),
    });
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    return cookies.find((c) => c.startsWith('office_session='))!.split(';')[0]!;
  };

  const suggestedFranchises = async (entryId: string, staff: StaffViewer = desk) =>
    (await fx().services.allocation.getEntryDetail(staff, entryId)).suggestions.map((s) => s.franchiseId);

  const failure = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return 'no failure';
    } catch (error) {
      return error instanceof DomainError ? error.reason : String(error);
    }
  };

  beforeAll(async () => {
    desk = await member(['Allocations'], ['AADS', 'BSM']);
    bsmOnly = await member(['Allocations'], ['BSM']);
    fuller = await addCalendarInstructor(fx().db, { districts: ['LS6', 'LS7'] });
    await setCapacity(fx().db, fuller.franchiseId, { maximum: 1, locked: false });
  });

  it('suggests the instructors who cover the sector, teach the lessons and have places, emptiest first, with reasons', async () => {
    const entry = await queued('LS6 2AB');
    const { suggestions, entry: row } = await fx().services.allocation.getEntryDetail(desk, entry);
    expect(row.state).toBe('Waiting');
    const ours = suggestions.find((s) => s.franchiseId === fx().instructor.franchiseId);
    expect(ours?.reasons).toEqual([
      'Covers LS6 2',
      '0 of 20 places taken',
      'Teaches manual',
      'Works Mon, Wed (2 of 2 preferred days)',
    ]);
    expect(suggestions.map((s) => s.franchiseId)).toContain(fuller.franchiseId);
    const ratios = suggestions.filter((s) => s.matchingDays > 0).map((s) => s.taken / s.capacity);
    expect(ratios).toEqual([...ratios].sort((a, b) => a - b));
  });

  it('leaves out a full or locked franchise, an uncovered sector and a lesson type not taught', async () => {
    const entry = await queued('LS7 3JG');
    await setCapacity(fx().db, fuller.franchiseId, { maximum: 0, locked: false });
    expect(await suggestedFranchises(entry)).not.toContain(fuller.franchiseId);
    await setCapacity(fx().db, fuller.franchiseId, { maximum: 5, locked: true });
    expect(await suggestedFranchises(entry)).not.toContain(fuller.franchiseId);
    await setCapacity(fx().db, fuller.franchiseId, { maximum: 1, locked: false });
    expect(await suggestedFranchises(entry)).toContain(fuller.franchiseId);
    expect(await suggestedFranchises(await queued('S10 2HQ'))).toEqual([]);
    expect(await suggestedFranchises(await queued('LS6 2AB', { lessonType: 'Motability' }))).toEqual([]);
    expect(await suggestedFranchises(await queued('LS6 2AB', { lessonType: 'PassPlus' }))).toEqual([]);
  });

  it("keeps to the member's brands: a BSM-only member neither lists nor opens an AA learner", async () => {
    const aa = await queued('LS6 2AB');
    const bsm = await queued('LS6 2AB', { brand: 'BSM' });
    const listed = (await fx().services.allocation.listQueue(bsmOnly)).map((r) => r.id);
    expect(listed).toContain(bsm);
    expect(listed).not.toContain(aa);
    expect(await failure(fx().services.allocation.getEntryDetail(bsmOnly, aa))).toBe('NOT_FOUND');
    expect(await failure(fx().services.allocation.getEntryDetail(desk, 'not-an-id'))).toBe('NOT_FOUND');
    // No BSM franchise covers LS6: a BSM learner there has nobody (the AA instructors are not offered).
    expect(await suggestedFranchises(bsm)).toEqual([]);
  });

  it('allocates through the office door: Pending for the instructor at once, audited; other roles refused', async () => {
    const entry = await queued('LS6 2AB');
    const cookie = await signInAs(desk);
    const queue = await office('{ allocationQueue { id state joinedAt } }', {}, cookie);
    const ids = queue.data!.allocationQueue.map((r: { id: string }) => r.id);
    expect(ids).toContain(entry);
    const before = await fx().services.learners.countPendingApprovals(fx().viewer);
    const answer = await office(
      'mutation ($e: ID!, $f: ID!) { allocateLearner(entryId: $e, franchiseId: $f) { id state offeredTo tries } }',
      { e: entry, f: fx().instructor.franchiseId },
      cookie,
    );
    expect(answer.data?.allocateLearner).toMatchObject({ id: entry, state: 'Offered', tries: 1 });
    expect(await fx().services.learners.countPendingApprovals(fx().viewer)).toBe(before + 1);
    const [audit] = await fx().services.audit.trail({ staffId: desk.staffId }, 1);
    expect(audit).toMatchObject({
      operation: 'allocateLearner',
      targetId: entry,
      instructorId: fx().instructor.instructorId,
    });
    expect(audit?.before).toMatchObject({ state: 'Waiting' });
    expect(audit?.after).toMatchObject({ state: 'Offered', franchiseId: fx().instructor.franchiseId });

    const support = await member(['Support'], ['AADS', 'BSM']);
    const refused = await office('{ allocationQueue { id } }', {}, await signInAs(support));
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'FEATURE_UNAVAILABLE' });
  });

  it('refuses a franchise that is not suggested, and changes nothing', async () => {
    const entry = await queued('LS6 2AB');
    await setCapacity(fx().db, fuller.franchiseId, { maximum: 0, locked: false });
    const input = { entryId: entry, franchiseId: fuller.franchiseId };
    expect(await failure(fx().services.allocation.allocateLearner(desk, input))).toBe('INVALID_INPUT');
    await setCapacity(fx().db, fuller.franchiseId, { maximum: 1, locked: false });
    expect((await fx().services.allocation.getEntry(desk, entry)).state).toBe('Waiting');
  });

  it('allocates a learner once when two allocations race: the other gets CONFLICT with a clear message', async () => {
    const entry = await queued('LS6 2AB');
    const results = await Promise.allSettled([
      fx().services.allocation.allocateLearner(desk, { entryId: entry, franchiseId: fx().instructor.franchiseId }),
      fx().services.allocation.allocateLearner(desk, { entryId: entry, franchiseId: fuller.franchiseId }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(DomainError);
    expect(lost.reason.reason).toBe('ALREADY_ALLOCATED');
    expect(lost.reason.message).toMatch(/just allocated this learner/);
    const { learnerId } = await fx().services.allocation.getEntry(desk, entry);
    const allocations = await fx()
      .db.select()
      .from(learnerAllocations)
      .where(eq(learnerAllocations.learnerId, learnerId!));
    expect(allocations).toHaveLength(1);
    const { history } = await fx().services.allocation.getEntryDetail(desk, entry);
    expect(history.map((h) => h.outcome)).toEqual(['Pending']);
  });

  describe("the instructor's answer", () => {
    it('a rejection puts the learner back in the queue with the reason, and the instructor is not suggested again', async () => {
      const entry = await queued('LS6 2AB');
      await fx().services.allocation.allocateLearner(desk, {
        entryId: entry,
        franchiseId: fx().instructor.franchiseId,
      });
      const { learnerId } = await fx().services.allocation.getEntry(desk, entry);
      await fx().services.learners.rejectLearner(fx().viewer, {
        learnerId: learnerId!,
        instructorId: fx().instructor.instructorId,
        rejectionReason: 'Fully booked on Wednesdays',
      });
      const detail = await fx().services.allocation.getEntryDetail(desk, entry);
      expect(detail.entry.state).toBe('Waiting');
      expect(detail.history).toEqual([
        expect.objectContaining({
          instructorId: fx().instructor.instructorId,
          outcome: 'Rejected',
          reason: 'Fully booked on Wednesdays',
          answeredAt: expect.any(Date),
        }),
      ]);
      expect(detail.suggestions.map((s) => s.instructorId)).not.toContain(fx().instructor.instructorId);
      // Offered again, to someone else: the same learner, a new Pending allocation there.
      await setCapacity(fx().db, fuller.franchiseId, { maximum: 5, locked: false }); // the race above may have filled it
      fx().clock.advance(60_000);
      await fx().services.allocation.allocateLearner(desk, { entryId: entry, franchiseId: fuller.franchiseId });
      await fx().services.learners.approveLearner(fuller.viewer, {
        learnerId: learnerId!,
        instructorId: fuller.instructorId,
      });
      const done = await fx().services.allocation.getEntryDetail(desk, entry);
      expect(done.entry.state).toBe('Allocated');
      expect(done.history.map((h) => h.outcome)).toEqual(['Accepted', 'Rejected']);
      expect((await fx().services.allocation.listQueue(desk)).map((r) => r.id)).not.toContain(entry);
    });

    it('reach the office live on its event stream, and the stream ends with the session', async () => {
      const entry = await queued('LS6 2AB');
      const cookie = await signInAs(desk);
      const base = await fx().app.listen({ port: 0, host: '127.0.0.1' });
      const stream = await openStream(`${base}${ALLOCATION_EVENTS_PATH}`, cookie);
      expect(stream.status).toBe(200);
      await stream.next('ready');
      await fx().services.allocation.allocateLearner(desk, {
        entryId: entry,
        franchiseId: fx().instructor.franchiseId,
      });
      expect(JSON.parse((await stream.next('queue')).data)).toMatchObject({ kind: 'Offered', entryId: entry });
      const { learnerId } = await fx().services.allocation.getEntry(desk, entry);
      await fx().services.learners.approveLearner(fx().viewer, {
        learnerId: learnerId!,
        instructorId: fx().instructor.instructorId,
      });
      expect(JSON.parse((await stream.next('queue')).data)).toMatchObject({
        kind: 'Accepted',
        entryId: entry,
        state: 'Allocated',
      });
      await office('mutation { staffSignOut }', {}, cookie);
      await stream.ended;
      const refused = await openStream(`${base}${ALLOCATION_EVENTS_PATH}`, cookie);
      expect(refused.status).toBe(401);
      refused.close();
    }, 20_000);
  });
});

/** A minimal server-sent-events reader: waits for events by name. */
const openStream = (url: string, cookie: string) =>
  new Promise<{
    status: number;
    next: (event: string) => Promise<{ data: string }>;
    ended: Promise<void>;
    close: () => void;
  }>((resolve, reject) => {
    const heard: Array<{ event: string; data: string }> = [];
    const waiting: Array<{ event: string; done: (e: { data: string }) => void }> = [];
    const deliver = () => {
      for (const w of [...waiting]) {
        const i = heard.findIndex((e) => e.event === w.event);
        if (i < 0) continue;
        waiting.splice(waiting.indexOf(w), 1);
        w.done(heard.splice(i, 1)[0]!);
      }
    };
    const req = request(url, { headers: { accept: 'text/event-stream', cookie } }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          if (event) heard.push({ event, data: lines.find((l) => l.startsWith('data: '))?.slice(6) ?? '' });
        }
        deliver();
      });
      const ended = new Promise<void>((done) => res.on('close', done));
      resolve({
        status: res.statusCode ?? 0,
        ended,
        close: () => req.destroy(),
        next: (event) =>
          new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`no "${event}" event`)), 3000);
            waiting.push({
              event,
              done: (e) => {
                clearTimeout(timer);
                done(e);
              },
            });
            deliver();
          }),
      });
    });
    req.on('error', reject);
    req.end();
  });
