import { randomUUID } from 'node:crypto';
import { MESSAGE_EVENTS_PATH } from '@portal/domain/messages';
import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { addInstructor } from '../../../test/instructor-fixture.ts';
import { signIn } from '../../../test/sign-in.ts';
import { openEventStream } from './event-stream.test-helper.ts';

const MESSAGES = `query ($id: ID!, $input: GetMessagesInput) {
  instructor(id: $id) { messages(input: $input) { id body created from agentName read serviceMessage } }
}`;
const SEND = 'mutation ($input: SendMessageInput!) { sendMessage(input: $input) { id body from agentName read } }';
const MARK_READ = 'mutation ($id: ID!) { markMessagesRead(instructorId: $id) }';

type Message = {
  id: string;
  body: string;
  created: string;
  from: number;
  agentName: string | null;
  read: boolean;
  clientKey?: string;
  instructorId?: string;
};
type Page = { instructor: { messages: Message[] } };

describeIntegration('messages', { start: new Date('2030-05-01T09:00:00Z') }, (fx) => {
  let t: Fixture;
  let baseUrl: string;
  const agent = (body: string, fields: { serviceMessage?: boolean; instructorId?: string } = {}) => {
    t.clock.advance(60_000);
    return t.services.messages.sendAgentMessage({
      instructorId: t.instructor.instructorId,
      agentCode: 2001,
      agentName: 'Priya (Instructor Support)',
      body,
      ...fields,
    });
  };
  const page = (input?: Record<string, unknown>, id = t.instructor.instructorId) =>
    t.gqlAsViewer<Page>(MESSAGES, { id, input });
  const send = (body: string, clientKey: string = randomUUID(), instructorId = t.instructor.instructorId) =>
    t.gqlAsViewer<{ sendMessage: Message }>(SEND, { input: { instructorId, body, clientKey } });

  beforeAll(async () => {
    t = fx();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('starts empty, and pages a long conversation 20 at a time, oldest first, until an empty page', async () => {
    expect((await page()).data?.instructor.messages).toEqual([]);
    for (let i = 1; i <= 45; i++) {
      if (i % 2) await agent(`Office ${i}`);
      else {
        t.clock.advance(60_000);
        await send(`Me ${i}`);
      }
    }
    const latest = (await page({ offset: 0, total: 20 })).data!.instructor.messages;
    expect(latest).toHaveLength(20);
    expect(latest.at(-1)?.body).toBe('Office 45');
    expect(latest[0]?.body).toBe('Me 26');
    const bodies = latest.map((m) => m.body);
    let before = latest[0]!.id;
    const pages = [latest.length];
    for (;;) {
      const older = (await page({ before, total: 20 })).data!.instructor.messages;
      pages.push(older.length);
      if (older.length === 0) break;
      bodies.unshift(...older.map((m) => m.body));
      before = older[0]!.id;
    }
    expect(pages).toEqual([20, 20, 5, 0]);
    expect(bodies).toEqual(Array.from({ length: 45 }, (_, i) => (i % 2 ? `Me ${i + 1}` : `Office ${i + 1}`)));
    const offset = (await page({ offset: 40, total: 20 })).data!.instructor.messages;
    expect(offset.map((m) => m.body)).toEqual(['Office 1', 'Me 2', 'Office 3', 'Me 4', 'Office 5']);
  });

  it('sends as the instructor (from 1, no agent name), trimmed, and the message ends the latest page', async () => {
    t.clock.advance(60_000);
    const sent = await send("  Can I move Friday's lesson?  ");
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendMessage).toMatchObject({
      body: "Can I move Friday's lesson?",
      from: 1,
      agentName: null,
      read: true,
    });
    const latest = (await page()).data!.instructor.messages;
    expect(latest.at(-1)?.id).toBe(sent.data!.sendMessage.id);
    const after = (await page({ after: latest.at(-3)!.id })).data!.instructor.messages;
    expect(after.map((m) => m.id)).toEqual(latest.slice(-2).map((m) => m.id));
  });

  it('stores a message once however often it is sent with the same client key, even at the same moment', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([send('Only once', key), send('Only once', key)]);
    const again = await send('Only once', key);
    const ids = [a, b, again].map((r) => r.data?.sendMessage.id);
    expect(new Set(ids).size).toBe(1);
    const latest = (await page({ total: 50 })).data!.instructor.messages;
    expect(latest.filter((m) => m.body === 'Only once')).toHaveLength(1);
  });

  it('refuses bad input with its message, storing nothing', async () => {
    const before = (await page({ total: 50 })).data!.instructor.messages;
    const empty = await send('   ');
    expect(empty.errors?.[0]).toMatchObject({
      message: 'Please enter a message',
      extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT', field: 'body' },
    });
    expect((await send('x'.repeat(2001))).errors?.[0]?.message).toBe('Messages can be at most 2000 characters');
    expect((await send('hi', 'not-a-uuid')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await page({ total: 51 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await page({ total: 50 })).data!.instructor.messages).toEqual(before);
  });

  it("never reaches another instructor's conversation: NOT_FOUND for their id, their message as a cursor", async () => {
    const other = await addInstructor(t.db);
    const theirs = await t.services.messages.sendAgentMessage({
      instructorId: other.instructorId,
      agentCode: 2002,
      agentName: 'Sam',
      body: 'Private to the other instructor',
    });
    const notFound = { code: 'NOT_FOUND', reason: 'NOT_FOUND' };
    expect((await page({}, other.instructorId)).errors?.[0]?.extensions).toEqual(notFound);
    expect((await send('Hi', randomUUID(), other.instructorId)).errors?.[0]?.extensions).toEqual(notFound);
    expect((await page({ before: theirs.id })).errors?.[0]?.extensions).toEqual(notFound);
    expect((await page({ after: theirs.id })).errors?.[0]?.extensions).toEqual(notFound);
    expect((await page({ after: 'made-up' })).errors?.[0]?.extensions).toEqual(notFound);
    expect((await t.gqlAsViewer(MARK_READ, { id: other.instructorId })).errors?.[0]?.extensions).toEqual(notFound);
    const mine = (await page({ total: 50 })).data!.instructor.messages;
    expect(mine.some((m) => m.body.includes('Private'))).toBe(false);
    expect(await t.services.messages.countUnreadServiceMessages({ instructorId: other.instructorId })).toBe(0);
  });

  it('takes a message as spec 4 sends it: no clientKey (the server makes one), from 1; createMessage too', async () => {
    const spec4 = `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { id instructorId body from clientKey } }`;
    const create = `mutation ($instructorId: ID!, $body: String!, $from: Int) {
      createMessage(instructorId: $instructorId, body: $body, from: $from) { id body from }
    }`;
    const id = t.instructor.instructorId;
    t.clock.advance(60_000);
    const sent = await t.gqlAsViewer<{ sendMessage: Message }>(spec4, {
      input: { instructorId: id, body: 'Sent as spec 4 says', from: 1 },
    });
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendMessage).toMatchObject({ instructorId: id, body: 'Sent as spec 4 says', from: 1 });
    expect(sent.data!.sendMessage.clientKey).toMatch(/^[0-9a-f-]{36}$/);
    t.clock.advance(60_000);
    const made = await t.gqlAsViewer<{ createMessage: Message }>(create, { instructorId: id, body: 'Made', from: 1 });
    expect(made.errors).toBeUndefined();
    expect(made.data!.createMessage).toMatchObject({ body: 'Made', from: 1 });
    const bodies = (await page()).data!.instructor.messages.map((m) => m.body);
    expect(bodies.slice(-2)).toEqual(['Sent as spec 4 says', 'Made']);
    const asAgent = await t.gqlAsViewer(create, { instructorId: id, body: 'Pretending', from: 2 });
    expect(asAgent.errors?.[0]).toMatchObject({
      message: 'The instructor sends with from 1',
      extensions: { code: 'BAD_USER_INPUT', field: 'from' },
    });
    const other = await addInstructor(t.db);
    const theirs = await t.gqlAsViewer(create, { instructorId: other.instructorId, body: 'Hi' });
    expect(theirs.errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND', reason: 'NOT_FOUND' });
    expect((await page()).data!.instructor.messages.map((m) => m.body).slice(-2)).toEqual(bodies.slice(-2));
  });

  it('counts unread service messages for the home reminder, until the instructor has read them', async () => {
    await t.gqlAsViewer(MARK_READ, { id: t.instructor.instructorId });
    expect(await t.services.messages.countUnreadServiceMessages(t.viewer)).toBe(0);
    await agent('Please upload your new ADI badge', { serviceMessage: true });
    await agent('Your insurance renewal is due', { serviceMessage: true });
    await agent('Thanks, all sorted');
    expect(await t.services.messages.countUnreadServiceMessages(t.viewer)).toBe(2);
    const marked = await t.gqlAsViewer<{ markMessagesRead: number }>(MARK_READ, { id: t.instructor.instructorId });
    expect(marked.data?.markMessagesRead).toBe(3);
    expect(await t.services.messages.countUnreadServiceMessages(t.viewer)).toBe(0);
    expect((await page({ total: 3 })).data!.instructor.messages.every((m) => m.read)).toBe(true);
  });

  it('pushes an agent message to the open stream at once, and the instructor sees their own from another tab', async () => {
    const stream = await openEventStream(`${baseUrl}${MESSAGE_EVENTS_PATH}`, { cookie: await t.session() });
    try {
      expect(stream.status).toBe(200);
      await stream.next('ready');
      const started = Date.now();
      const sent = await agent('Your lesson on Friday is confirmed');
      const pushed = JSON.parse((await stream.next('message', 1000)).data) as Message;
      expect(Date.now() - started).toBeLessThan(1000);
      expect(pushed).toMatchObject({
        id: sent.id,
        body: 'Your lesson on Friday is confirmed',
        from: 2001,
        agentName: 'Priya (Instructor Support)',
      });
      const mine = await send('Thank you');
      expect(JSON.parse((await stream.next('message')).data).id).toBe(mine.data?.sendMessage.id);
      const other = await addInstructor(t.db);
      await t.services.messages.sendAgentMessage({
        instructorId: other.instructorId,
        agentCode: 2,
        agentName: 'Sam',
        body: 'Not yours',
      });
      await expect(stream.next('message', 300)).rejects.toThrow('no "message" event');
    } finally {
      stream.close();
    }
  });

  it('refuses the stream without a session, from a foreign origin, and to a franchise without messages', async () => {
    const url = `${baseUrl}${MESSAGE_EVENTS_PATH}`;
    const anonymous = await openEventStream(url, {});
    expect(anonymous.status).toBe(401);
    anonymous.close();
    const foreign = await openEventStream(url, { cookie: await t.session(), origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    foreign.close();
    const solo = await addInstructor(t.db, { franchises: ['aa-solo'] });
    const soloStream = await openEventStream(url, { cookie: await signIn(t, solo.adiNumber, solo.password) });
    expect(soloStream.status).toBe(403);
    soloStream.close();
    const sameOrigin = await openEventStream(url, { cookie: await t.session(), origin: baseUrl });
    expect(sameOrigin.status).toBe(200);
    sameOrigin.close();
  });
});
