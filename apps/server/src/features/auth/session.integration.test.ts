import { beforeAll, expect, it } from 'vitest';
import { appSignIn, confirm, lastCode, login, me, signOut } from '../../../test/auth-calls.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { addInstructor } from '../../../test/instructor-fixture.ts';
import { sessionCookieFrom, signIn } from '../../../test/sign-in.ts';
import { encryptAppLinkValue } from './app-link.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describeIntegration('sessions and app sign-in', (fx) => {
  let t: Fixture;
  beforeAll(() => {
    t = fx();
  });

  it('signs out: the cookie is cleared and the old token no longer works', async () => {
    const account = await addInstructor(t.db);
    const cookie = await signIn(t, account.adiNumber, account.password);
    const out = await signOut(t, cookie);
    expect(out.data).toEqual({ signOut: true });
    expect(out.cookies.find((c) => c.startsWith('portal_session='))).toMatch(
      /portal_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect(await me(t, cookie)).toBeNull();
    expect((await signOut(t)).data).toEqual({ signOut: true });
  });

  it('ends a session left idle for 4 hours', async () => {
    const account = await addInstructor(t.db);
    const cookie = await signIn(t, account.adiNumber, account.password);
    t.clock.advance(4 * HOUR - MINUTE);
    expect(await me(t, cookie)).not.toBeNull();
    t.clock.advance(4 * HOUR - MINUTE);
    expect(await me(t, cookie)).not.toBeNull();
    t.clock.advance(4 * HOUR);
    expect(await me(t, cookie)).toBeNull();
  });

  it('ends even a busy session 12 hours after sign-in', async () => {
    const account = await addInstructor(t.db);
    const cookie = await signIn(t, account.adiNumber, account.password);
    for (let hour = 1; hour < 12; hour++) {
      t.clock.advance(HOUR);
      expect(await me(t, cookie)).not.toBeNull();
    }
    t.clock.advance(HOUR);
    expect(await me(t, cookie)).toBeNull();
  });

  it('issues a new token at each sign-in and revokes the one the browser held', async () => {
    const account = await addInstructor(t.db);
    const first = await signIn(t, account.adiNumber, account.password);
    const step1 = await login(t, account.adiNumber, account.password, first);
    const step2 = await confirm(t, step1.result!.challengeId!, await lastCode(t, account.mobile), first);
    const second = sessionCookieFrom(step2.cookies)!;
    expect(second).not.toBe(first);
    expect(await me(t, second)).toMatchObject({ id: account.instructorId });
    expect(await me(t, first)).toBeNull();
  });

  it('keeps separate devices signed in separately', async () => {
    const account = await addInstructor(t.db);
    const phone = await signIn(t, account.adiNumber, account.password);
    const laptop = await signIn(t, account.adiNumber, account.password);
    await signOut(t, laptop);
    expect(await me(t, phone)).toMatchObject({ id: account.instructorId });
  });

  it('ignores a forged or garbled cookie', async () => {
    expect(await me(t, 'portal_session=forged-token-value')).toBeNull();
    expect(await me(t, 'portal_session=')).toBeNull();
  });

  it('signs in from the app link with encrypted values', async () => {
    const account = await addInstructor(t.db);
    const key = t.deps.config.secretKey;
    const result = await appSignIn(
      t,
      encryptAppLinkValue(key, 'adi', account.adiNumber),
      encryptAppLinkValue(key, 'pw', account.password),
    );
    expect(result.result).toMatchObject({ challengeRequired: true, attemptsRemaining: 5 });
    const done = await confirm(t, result.result!.challengeId!, await lastCode(t, account.mobile));
    expect(done.result?.authenticated).toBe(true);
  });

  it('treats a tampered, swapped or foreign app link as a failed sign-in', async () => {
    const account = await addInstructor(t.db);
    const key = t.deps.config.secretKey;
    const adi = encryptAppLinkValue(key, 'adi', account.adiNumber);
    const pw = encryptAppLinkValue(key, 'pw', account.password);
    const flipped = `${pw.slice(0, -2)}${pw.at(-2) === 'A' ? 'B' : 'A'}${pw.at(-1)}`;
    const failures = [
      await appSignIn(t, adi, flipped),
      await appSignIn(t, pw, adi),
      await appSignIn(t, account.adiNumber, account.password),
      await appSignIn(
        t,
        encryptAppLinkValue('another-server-key-of-at-least-32-chars', 'adi', account.adiNumber),
        encryptAppLinkValue('another-server-key-of-at-least-32-chars', 'pw', account.password),
      ),
    ];
    for (const failure of failures) {
      expect(failure.errors).toBeUndefined();
      expect(failure.result).toMatchObject({ authenticated: false, challengeRequired: false, challengeId: null });
      expect(failure.cookies).toEqual([]);
    }
  });

  it('counts a wrong password from an app link like any other', async () => {
    const account = await addInstructor(t.db);
    const key = t.deps.config.secretKey;
    const result = await appSignIn(
      t,
      encryptAppLinkValue(key, 'adi', account.adiNumber),
      encryptAppLinkValue(key, 'pw', 'Wrong5Password'),
    );
    expect(result.result).toMatchObject({ authenticated: false, challengeRequired: false, attemptsRemaining: 4 });
  });
});
