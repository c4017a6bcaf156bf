import { MESSAGE_EVENTS_PATH } from '@portal/domain/messages';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lastCode, requestReset, resetPassword, signOut } from '../../../test/auth-calls.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { addInstructor } from '../../../test/instructor-fixture.ts';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CSRF_HEADER } from '../../http/csrf.ts';
import { openEventStream } from './event-stream.test-helper.ts';

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`${what} within ${ms} ms`)), ms)),
  ]);

/**
 * Issue 23 §1: a message stream lives no longer than the session that opened it. Sign-out, a password reset,
 * the idle timeout and the absolute expiry end every stream of the session at once, on every instance.
 */
describeIntegration('message streams end with their session', { start: new Date('2030-05-01T09:00:00Z') }, (fx) => {
  let t: Fixture;
  let other: TestApp;
  let baseUrl: string;
  let otherUrl: string;

  beforeAll(async () => {
    t = fx();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A second instance on the same database and pub/sub (in memory here; Redis or PostgreSQL when deployed).
    other = await createTestApp(t.deps.database, { start: t.clock.now() });
    otherUrl = await other.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await other.app.close();
  });

  const officeSends = async (adiNumber: string, body: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/office/messages',
      headers: { [CSRF_HEADER]: '1' },
      payload: { adiNumber, body },
    });
    expect(response.statusCode).toBe(200);
  };

  it('ends the stream when its session signs out, and the office message sent afterwards never arrives', async () => {
    const account = await addInstructor(t.db);
    const cookie = await signIn(t, account.adiNumber, account.password);
    const stream = await openEventStream(`${baseUrl}${MESSAGE_EVENTS_PATH}`, { cookie });
    try {
      await stream.next('ready');
      expect((await signOut(t, cookie)).data).toEqual({ signOut: true });
      await within(stream.ended, 1000, 'the stream did not end');
      await officeSends(account.adiNumber, 'After sign-out');
      await expect(stream.next('message', 300)).rejects.toThrow('no "message" event');
    } finally {
      stream.close();
    }
  });

  it('ends the stream on another instance when the session signs out on this one', async () => {
    const account = await addInstructor(t.db);
    const cookie = await signIn(t, account.adiNumber, account.password);
    const stream = await openEventStream(`${otherUrl}${MESSAGE_EVENTS_PATH}`, { cookie });
    try {
      await stream.next('ready');
      await officeSends(account.adiNumber, 'Before sign-out');
      expect(JSON.parse((await stream.next('message', 1000)).data)).toMatchObject({ body: 'Before sign-out' });
      await signOut(t, cookie);
      await within(stream.ended, 1000, 'the stream did not end');
      await officeSends(account.adiNumber, 'After sign-out');
      await expect(stream.next('message', 300)).rejects.toThrow('no "message" event');
    } finally {
      stream.close();
    }
  });

  it("ends every stream of the instructor's sessions when the password is reset, and no other instructor's", async () => {
    const account = await addInstructor(t.db);
    const bystander = await addInstructor(t.db);
    const phone = await signIn(t, account.adiNumber, account.password);
    const laptop = await signIn(t, account.adiNumber, account.password);
    const theirs = await signIn(t, bystander.adiNumber, bystander.password);
    const streams = await Promise.all(
      [phone, laptop, theirs].map((cookie) => openEventStream(`${otherUrl}${MESSAGE_EVENTS_PATH}`, { cookie })),
    );
    try {
      for (const stream of streams) await stream.next('ready');
      const request = await requestReset(t, account.adiNumber, `0${account.mobile.slice(3)}`);
      const code = await lastCode(t, account.mobile);
      const challengeId = request.data!.requestPasswordReset.challengeId;
      expect((await resetPassword(t, { challengeId, code, password: 'NewRoute42' })).data).toEqual({
        resetPassword: { success: true },
      });
      await within(Promise.all([streams[0]!.ended, streams[1]!.ended]), 1000, 'the streams did not end');
      await officeSends(bystander.adiNumber, 'Still here');
      expect(JSON.parse((await streams[2]!.next('message', 1000)).data)).toMatchObject({ body: 'Still here' });
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('ends the stream once its session has been idle too long', async () => {
    const account = await addInstructor(t.db);
    const cookie = await signIn(t, account.adiNumber, account.password);
    const stream = await openEventStream(`${baseUrl}${MESSAGE_EVENTS_PATH}`, { cookie });
    try {
      await stream.next('ready');
      t.clock.advance(t.deps.config.SESSION_IDLE_MINUTES * 60_000 + 1000);
      await within(stream.ended, 3000, 'the idle session kept its stream');
      await officeSends(account.adiNumber, 'After the idle timeout');
      await expect(stream.next('message', 300)).rejects.toThrow('no "message" event');
    } finally {
      stream.close();
    }
  });

  it('ends its open streams when the instance closes (a rolling restart), so the browser reconnects elsewhere', async () => {
    const account = await addInstructor(t.db);
    const cookie = await signIn(t, account.adiNumber, account.password);
    const leaving = await createTestApp(t.deps.database, { start: t.clock.now() });
    const leavingUrl = await leaving.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`${leavingUrl}${MESSAGE_EVENTS_PATH}`, { cookie });
    try {
      await stream.next('ready');
      // The close does not wait for a stream that would otherwise last ten minutes.
      await within(leaving.app.close(), 3000, 'the instance did not close');
      await within(stream.ended, 1000, 'the stream outlived its instance');
      const again = await openEventStream(`${otherUrl}${MESSAGE_EVENTS_PATH}`, { cookie });
      try {
        await again.next('ready');
      } finally {
        again.close();
      }
    } finally {
      stream.close();
    }
  });
});
