import { randomUUID } from 'node:crypto';
import { INBOX_EVENTS_PATH, MESSAGE_EVENTS_PATH } from '@portal/domain/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addCalendarInstructor, type CalendarInstructor } from '../../../test/calendar-fixtures.ts';
import { describeIntegration } from '../../../test/fixture.ts';
import { addSignedInStaff, type OfficeAnswer, officeGql } from '../../../test/office-staff.ts';
import { signIn } from '../../../test/sign-in.ts';
import { messages, officeAudit } from '../../db/schema/index.ts';
import { openEventStream } from './event-stream.test-helper.ts';

/* Issue 25 §1: the office's chat inbox - every operation, role and brand scope, the idempotent reply, live. */

type Conversation = {
  instructorId: string;
  instructorName: string;
  waitingSince: string | null;
  unanswered: number;
  lastMessageBody: string | null;
  assignedTo: { id: string; name: string } | null;
};

const CONVERSATION = 'instructorId instructorName waitingSince unanswered lastMessageBody assignedTo { id name }';
const INBOX = `query ($input: ChatInboxInput) { chatInbox(input: $input) { hasMore items { ${CONVERSATION} } } }`;
const REPLY = `mutation ($input: ReplyToInstructorInput!) {
  replyToInstructor(input: $input) { id body agentName fromInstructor serviceMessage } }`;
const MESSAGES = `query ($id: ID!, $before: ID, $total: Int) {
  chatMessages(instructorId: $id, before: $before, total: $total) { id body fromInstructor agentName } }`;
const ASSIGN = `mutation ($id: ID!, $staffId: ID) { assignConversation(instructorId: $id, staffId: $staffId) { ${CONVERSATION} } }`;
const MARK = `mutation ($id: ID!, $on: Boolean!) { markServiceMessage(messageId: $id, serviceMessage: $on) { id serviceMessage } }`;

const reasonOf = (answer: OfficeAnswer<unknown>) =>
  answer.errors?.[0] ? `${answer.errors[0].extensions?.code}/${answer.errors[0].extensions?.reason}` : 'ok';

describeIntegration('the chat inbox', { start: new Date('2030-05-06T09:00:00Z') }, (fx) => {
  type Member = Awaited<ReturnType<typeof addSignedInStaff>>;
  let both: Member;
  let priya: Member;
  let bsmOnly: Member;
  let allocations: Member;
  let admin: Member;
  let aaOnly: CalendarInstructor;
  let bsmInstructor: CalendarInstructor;
  let baseUrl: string;

  const instructorSays = (who: CalendarInstructor, body: string) =>
    fx().services.messages.sendMessage(who.viewer, { instructorId: who.instructorId, body, clientKey: randomUUID() });

  const inbox = async (member: Member, input: Record<string, unknown> = {}) => {
    const answer = await officeGql<{ chatInbox: { hasMore: boolean; items: Conversation[] } }>(
      fx(),
      INBOX,
      { input: { limit: 100, ...input } },
      member.cookie,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.chatInbox;
  };
  const ids = (page: { items: Conversation[] }) => page.items.map((c) => c.instructorId);

  beforeAll(async () => {
    both = await addSignedInStaff(fx(), { roles: ['Support'], brands: ['AADS', 'BSM'], name: 'Sam Both' });
    priya = await addSignedInStaff(fx(), { roles: ['Support'], brands: ['AADS'], name: 'Priya Shah' });
    bsmOnly = await addSignedInStaff(fx(), { roles: ['Support'], brands: ['BSM'], name: 'Bea Blue' });
    allocations = await addSignedInStaff(fx(), { roles: ['Allocations'], brands: ['AADS', 'BSM'] });
    admin = await addSignedInStaff(fx(), { roles: ['Admin'], brands: ['AADS', 'BSM'] });
    aaOnly = await addCalendarInstructor(fx().db, { districts: [] });
    bsmInstructor = await addCalendarInstructor(fx().db, { franchises: ['bsm-full-manual'], districts: [] });
    baseUrl = await fx().app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('lists the waiting conversations first, the longest wait first, with the wait and what waits', async () => {
    await instructorSays(aaOnly, 'Is my badge approved?');
    fx().clock.advance(10 * 60_000);
    await instructorSays(bsmInstructor, 'Any learners in M20?');
    fx().clock.advance(5 * 60_000);
    await instructorSays(aaOnly, 'Also, my rate looks wrong.');

    const page = await inbox(both);
    const mine = page.items.filter((c) => [aaOnly.instructorId, bsmInstructor.instructorId].includes(c.instructorId));
    expect(mine.map((c) => [c.instructorId, c.unanswered, c.lastMessageBody])).toEqual([
      [aaOnly.instructorId, 2, 'Also, my rate looks wrong.'],
      [bsmInstructor.instructorId, 1, 'Any learners in M20?'],
    ]);
    // The oldest unanswered message is the one waited on, not the latest.
    expect(new Date(mine[0]!.waitingSince!).getTime()).toBe(fx().clock.now().getTime() - 15 * 60_000);
    // Waiting before answered: every waiting conversation comes before every answered one.
    const waits = page.items.map((c) => c.waitingSince !== null);
    expect(waits).toEqual([...waits].sort((a, b) => Number(b) - Number(a)));
    expect(page.hasMore).toBe(false);
    // A page says whether another follows (nothing counts them): the next page starts where it said.
    const first = await inbox(both, { limit: 1 });
    expect(first).toMatchObject({ hasMore: true, items: [{ instructorId: page.items[0]!.instructorId }] });
    const last = await inbox(both, { limit: 1, offset: page.items.length - 1 });
    expect(last).toMatchObject({ hasMore: false, items: [{ instructorId: page.items.at(-1)!.instructorId }] });
  });

  it('keeps each member to their brands: a BSM-only member never sees an AA-only instructor', async () => {
    expect(ids(await inbox(bsmOnly))).toContain(bsmInstructor.instructorId);
    expect(ids(await inbox(bsmOnly))).not.toContain(aaOnly.instructorId);
    expect(ids(await inbox(priya))).not.toContain(bsmInstructor.instructorId);
    expect(ids(await inbox(both, { brand: 'BSM' }))).not.toContain(aaOnly.instructorId);
    // A brand outside the member's scope shows nothing, not everything.
    expect(await inbox(priya, { brand: 'BSM' })).toEqual({ hasMore: false, items: [] });

    const id = { id: aaOnly.instructorId };
    const notFound = 'NOT_FOUND/NOT_FOUND';
    expect(reasonOf(await officeGql(fx(), MESSAGES, id, bsmOnly.cookie))).toBe(notFound);
    const reply = { input: { instructorId: aaOnly.instructorId, body: 'Hello', clientKey: randomUUID() } };
    expect(reasonOf(await officeGql(fx(), REPLY, reply, bsmOnly.cookie))).toBe(notFound);
    expect(reasonOf(await officeGql(fx(), ASSIGN, { ...id, staffId: bsmOnly.staffId }, bsmOnly.cookie))).toBe(notFound);
    const typing = 'mutation ($id: ID!) { chatTyping(instructorId: $id) }';
    expect(reasonOf(await officeGql(fx(), typing, id, bsmOnly.cookie))).toBe(notFound);
    const canned = 'query ($id: ID!) { cannedReplies(instructorId: $id) { id } }';
    expect(reasonOf(await officeGql(fx(), canned, id, bsmOnly.cookie))).toBe(notFound);
    const conversation = 'query ($id: ID!) { chatConversation(instructorId: $id) { instructorId } }';
    expect(reasonOf(await officeGql(fx(), conversation, id, bsmOnly.cookie))).toBe(notFound);
    expect(reasonOf(await officeGql(fx(), conversation, { id: 'not-an-id' }, both.cookie))).toBe(notFound);
    const [message] = await fx()
      .db.select({ id: messages.id })
      .from(messages)
      .where(eq(messages.instructorId, aaOnly.instructorId));
    expect(reasonOf(await officeGql(fx(), MARK, { id: message!.id, on: true }, bsmOnly.cookie))).toBe(notFound);
    // Nothing was stored by the refused calls.
    const stored = await fx().db.select().from(messages).where(eq(messages.instructorId, aaOnly.instructorId));
    expect(stored.map((m) => m.body)).not.toContain('Hello');
  });

  it('is Support work: Allocations and Admin members are refused', async () => {
    for (const member of [allocations, admin]) {
      expect(reasonOf(await officeGql(fx(), INBOX, {}, member.cookie))).toBe('FORBIDDEN/FEATURE_UNAVAILABLE');
      const reply = { input: { instructorId: aaOnly.instructorId, body: 'Hi', clientKey: randomUUID() } };
      expect(reasonOf(await officeGql(fx(), REPLY, reply, member.cookie))).toBe('FORBIDDEN/FEATURE_UNAVAILABLE');
    }
    expect(reasonOf(await officeGql(fx(), INBOX, {}))).toBe('UNAUTHENTICATED/NOT_SIGNED_IN');
  });

  it("stores a reply once however often it is sent, audited once, and the instructor sees it under the agent's name", async () => {
    const clientKey = randomUUID();
    const input = { instructorId: aaOnly.instructorId, body: '  Approved this morning.  ', clientKey };
    const [first, again] = await Promise.all([
      officeGql<{ replyToInstructor: { id: string; agentName: string } }>(fx(), REPLY, { input }, priya.cookie),
      officeGql<{ replyToInstructor: { id: string; agentName: string } }>(fx(), REPLY, { input }, priya.cookie),
    ]);
    expect(first.errors).toBeUndefined();
    expect(again.data?.replyToInstructor.id).toBe(first.data?.replyToInstructor.id);
    expect(first.data?.replyToInstructor.agentName).toBe(priya.name);
    const stored = await fx()
      .db.select()
      .from(messages)
      .where(and(eq(messages.instructorId, aaOnly.instructorId), eq(messages.clientKey, clientKey)));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ body: 'Approved this morning.', staffId: priya.staffId });
    const audits = await fx()
      .db.select()
      .from(officeAudit)
      .where(and(eq(officeAudit.operation, 'replyToInstructor'), eq(officeAudit.targetId, stored[0]!.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ staffId: priya.staffId, instructorId: aaOnly.instructorId });

    // The portal's own view: the reply, named.
    const cookie = await signIn(fx(), aaOnly.adiNumber, aaOnly.password);
    const portal = await fx().gql<{ instructor: { messages: Array<{ body: string; agentName: string | null }> } }>(
      'query ($id: ID!) { instructor(id: $id) { messages { body agentName clientKey } } }',
      { id: aaOnly.instructorId },
      cookie,
    );
    expect(portal.data?.instructor.messages.at(-1)).toEqual({
      body: 'Approved this morning.',
      agentName: priya.name,
      clientKey: null,
    });

    // Answered: no longer waiting; the inbox says so.
    const row = (await inbox(priya)).items.find((c) => c.instructorId === aaOnly.instructorId);
    expect(row).toMatchObject({ waitingSince: null, unanswered: 0, lastMessageBody: 'Approved this morning.' });

    // A bad reply is refused with the domain's words and stores nothing.
    const empty = await officeGql(
      fx(),
      REPLY,
      { input: { ...input, body: '  ', clientKey: randomUUID() } },
      priya.cookie,
    );
    expect(empty.errors?.[0]?.message).toBe('Please enter a message');
  });

  it("pushes the reply to the instructor's open portal at once", async () => {
    const cookie = await signIn(fx(), bsmInstructor.adiNumber, bsmInstructor.password);
    const stream = await openEventStream(`${baseUrl}${MESSAGE_EVENTS_PATH}`, { cookie });
    try {
      await stream.next('ready');
      const input = {
        instructorId: bsmInstructor.instructorId,
        body: 'Two learners are on their way.',
        clientKey: randomUUID(),
      };
      await officeGql(fx(), REPLY, { input }, bsmOnly.cookie);
      const pushed = JSON.parse((await stream.next('message')).data);
      expect(pushed).toMatchObject({ body: 'Two learners are on their way.', agentName: bsmOnly.name, from: 2000 });
    } finally {
      stream.close();
    }
  });

  it('updates the inbox live: a new instructor message, and another agent typing, only for members who see them', async () => {
    const streams = await Promise.all(
      [both, bsmOnly].map((m) => openEventStream(`${baseUrl}${INBOX_EVENTS_PATH}`, { cookie: m.cookie })),
    );
    const [bothStream, bsmStream] = streams;
    try {
      expect(bothStream!.status).toBe(200);
      await Promise.all(streams.map((s) => s.next('ready')));
      await instructorSays(aaOnly, 'One more thing about Friday.');
      const event = JSON.parse((await bothStream!.next('inbox')).data);
      expect(event).toMatchObject({
        kind: 'message',
        instructorId: aaOnly.instructorId,
        message: { body: 'One more thing about Friday.', from: 1 },
      });
      await expect(bsmStream!.next('inbox', 300)).rejects.toThrow('no "inbox" event');

      await officeGql(
        fx(),
        'mutation ($id: ID!) { chatTyping(instructorId: $id) }',
        { id: aaOnly.instructorId },
        priya.cookie,
      );
      const typing = JSON.parse((await bothStream!.next('inbox')).data);
      expect(typing).toMatchObject({ kind: 'typing', instructorId: aaOnly.instructorId, name: priya.name });
    } finally {
      for (const s of streams) s.close();
    }
    const refused = await openEventStream(`${baseUrl}${INBOX_EVENTS_PATH}`, { cookie: allocations.cookie });
    expect(refused.status).toBe(403);
    refused.close();
  });

  it('assigns a conversation to me or another Support member, audited, and filters by "assigned to me"', async () => {
    const id = aaOnly.instructorId;
    const mine = await officeGql<{ assignConversation: Conversation }>(
      fx(),
      ASSIGN,
      { id, staffId: priya.staffId },
      priya.cookie,
    );
    expect(mine.data?.assignConversation.assignedTo).toEqual({ id: priya.staffId, name: priya.name });
    expect(ids(await inbox(priya, { assignedToMe: true }))).toEqual([id]);
    expect(ids(await inbox(both, { assignedToMe: true }))).toEqual([]);

    const handed = await officeGql<{ assignConversation: Conversation }>(
      fx(),
      ASSIGN,
      { id, staffId: both.staffId },
      priya.cookie,
    );
    expect(handed.data?.assignConversation.assignedTo?.id).toBe(both.staffId);
    expect(ids(await inbox(both, { assignedToMe: true }))).toEqual([id]);

    // Not a Support member, or one who does not see the instructor: refused, nothing changes.
    const toAllocations = await officeGql(fx(), ASSIGN, { id, staffId: allocations.staffId }, priya.cookie);
    expect(toAllocations.errors?.[0]?.extensions).toMatchObject({ reason: 'INVALID_INPUT', field: 'staffId' });
    expect(reasonOf(await officeGql(fx(), ASSIGN, { id, staffId: bsmOnly.staffId }, priya.cookie))).toBe(
      'BAD_USER_INPUT/INVALID_INPUT',
    );
    expect(ids(await inbox(both, { assignedToMe: true }))).toEqual([id]);

    const trail = await fx().services.audit.trail({ instructorId: id }, 10);
    const assigns = trail.filter((t) => t.operation === 'assignConversation');
    expect(assigns.map((t) => [t.staffId, t.before, t.after])).toEqual([
      [priya.staffId, { assignedStaffId: priya.staffId }, { assignedStaffId: both.staffId }],
      [priya.staffId, { assignedStaffId: null }, { assignedStaffId: priya.staffId }],
    ]);

    const members = await officeGql<{ supportMembers: Array<{ id: string }> }>(
      fx(),
      '{ supportMembers { id name } }',
      {},
      bsmOnly.cookie,
    );
    const memberIds = members.data?.supportMembers.map((m) => m.id);
    expect(memberIds).toEqual(expect.arrayContaining([both.staffId, bsmOnly.staffId]));
    expect(memberIds).not.toContain(priya.staffId);
    expect(memberIds).not.toContain(allocations.staffId);
  });

  it("marks the office's message a service message: the instructor's home reminder counts it, audited", async () => {
    const viewer = aaOnly.viewer;
    await fx().services.messages.markMessagesRead(viewer);
    const input = { instructorId: aaOnly.instructorId, body: 'Please upload your insurance.', clientKey: randomUUID() };
    const sent = await officeGql<{ replyToInstructor: { id: string } }>(fx(), REPLY, { input }, priya.cookie);
    expect(await fx().services.messages.countUnreadServiceMessages(viewer)).toBe(0);
    const marked = await officeGql(fx(), MARK, { id: sent.data!.replyToInstructor.id, on: true }, priya.cookie);
    expect(marked.data).toEqual({ markServiceMessage: { id: sent.data!.replyToInstructor.id, serviceMessage: true } });
    expect(await fx().services.messages.countUnreadServiceMessages(viewer)).toBe(1);
    const [audit] = await fx().services.audit.trail({ instructorId: aaOnly.instructorId }, 1);
    expect(audit).toMatchObject({ operation: 'markServiceMessage', after: { serviceMessage: true } });

    // Sent as a service message from the start.
    const direct = { ...input, body: 'Your DBS is due.', clientKey: randomUUID(), serviceMessage: true };
    await officeGql(fx(), REPLY, { input: direct }, priya.cookie);
    expect(await fx().services.messages.countUnreadServiceMessages(viewer)).toBe(2);

    // An instructor's own message is not the office's to mark.
    const own = await instructorSays(aaOnly, 'Will do.');
    const refused = await officeGql(fx(), MARK, { id: own.id, on: true }, priya.cookie);
    expect(refused.errors?.[0]?.message).toBe("Only the office's own messages can be service messages");
  });

  it('searches by text and by instructor, and offers canned replies filled in for the instructor', async () => {
    expect(ids(await inbox(both, { search: 'learners in m20' }))).toEqual([bsmInstructor.instructorId]);
    expect(ids(await inbox(both, { search: bsmInstructor.adiNumber }))).toEqual([bsmInstructor.instructorId]);
    expect(ids(await inbox(both, { search: `Instructor ${aaOnly.adiNumber}` }))).toEqual([aaOnly.instructorId]);
    expect(ids(await inbox(both, { search: '100%_' }))).toEqual([]);
    // Each word from the start of a word, in any order, case-insensitive: all in one message, or in the name and
    // ADI number. Not from inside a word.
    expect(ids(await inbox(both, { search: 'M20 LEARN' }))).toEqual([bsmInstructor.instructorId]);
    expect(ids(await inbox(both, { search: `${aaOnly.adiNumber} instr` }))).toEqual([aaOnly.instructorId]);
    expect(ids(await inbox(both, { search: 'earners' }))).toEqual([]);
    expect(ids(await inbox(both, { search: 'badge learners' }))).toEqual([]);
    // What else is typed must be there as typed, so the query syntax typed is only text (no error, no "or").
    expect(ids(await inbox(both, { search: 'also,' }))).toEqual([aaOnly.instructorId]);
    expect(ids(await inbox(both, { search: "'rate' | badge" }))).toEqual([]);
    expect(ids(await inbox(both, { search: "a\\b :* it's ( !" }))).toEqual([]);

    // Found by a message and by the name: listed once. A search pages as the inbox does, one row at a time here.
    await instructorSays(aaOnly, 'Test drive booked for Friday.');
    const found = await inbox(both, { search: 'test' });
    expect(ids(found)).toEqual(expect.arrayContaining([aaOnly.instructorId, bsmInstructor.instructorId]));
    expect(new Set(ids(found)).size).toBe(found.items.length);
    expect(found.hasMore).toBe(false);
    const pages = await Promise.all(found.items.map((_, offset) => inbox(both, { search: 'test', limit: 1, offset })));
    expect(pages.flatMap(ids)).toEqual(ids(found));
    expect(pages.map((p) => p.hasMore)).toEqual(found.items.map((_, i) => i < found.items.length - 1));
    const tooLong = await officeGql(fx(), INBOX, { input: { search: 'x'.repeat(101) } }, both.cookie);
    expect(tooLong.errors?.[0]?.message).toBe('Search for at most 100 characters');

    const canned = await officeGql<{ cannedReplies: Array<{ body: string }> }>(
      fx(),
      'query ($id: ID!) { cannedReplies(instructorId: $id) { id title body } }',
      { id: aaOnly.instructorId },
      priya.cookie,
    );
    expect(canned.data?.cannedReplies[0]?.body).toMatch(/^Thanks Test, /);
  });

  it('pages the history back as the agent scrolls up', async () => {
    for (let n = 1; n <= 25; n += 1) {
      fx().clock.advance(1000);
      await instructorSays(bsmInstructor, `Line ${n}`);
    }
    type Page = { chatMessages: Array<{ id: string; body: string }> };
    const latest = await officeGql<Page>(fx(), MESSAGES, { id: bsmInstructor.instructorId, total: 20 }, both.cookie);
    expect(latest.data?.chatMessages.at(-1)?.body).toBe('Line 25');
    expect(latest.data?.chatMessages).toHaveLength(20);
    const first = latest.data!.chatMessages[0]!;
    const older = await officeGql<Page>(
      fx(),
      MESSAGES,
      { id: bsmInstructor.instructorId, before: first.id, total: 20 },
      both.cookie,
    );
    expect(older.data?.chatMessages.at(-1)?.body).toBe('Line 5');
    const foreign = await officeGql(
      fx(),
      MESSAGES,
      { id: bsmInstructor.instructorId, before: randomUUID() },
      both.cookie,
    );
    expect(reasonOf(foreign)).toBe('NOT_FOUND/NOT_FOUND');
  });

  afterAll(() => undefined);
});
