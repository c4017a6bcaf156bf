import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { confirm, lastCode, login, otherThan, resend, textsTo } from '../../../test/auth-calls.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { addInstructor, type TestInstructor } from '../../../test/instructor-fixture.ts';
import { withDb } from '../../../test/with-db.ts';
import { authChallenges } from '../../db/schema/index.ts';
import { guessCode, openChallenge } from './codes.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describeIntegration('texted access codes: expiry, single use, guesses, resends', (fx) => {
  let t: Fixture;
  beforeAll(() => {
    t = fx();
  });

  const startSignIn = async (account?: TestInstructor) => {
    const who = account ?? (await addInstructor(t.db));
    const step1 = await login(t, who.adiNumber, who.password);
    return { account: who, challengeId: step1.result!.challengeId!, code: await lastCode(t, who.mobile) };
  };

  it('refuses a code after its 3 minutes, and the challenge is over', async () => {
    const { challengeId, code } = await startSignIn();
    t.clock.advance(3 * MINUTE);
    const late = await confirm(t, challengeId, code);
    expect(late.result).toMatchObject({ authenticated: false, challengeRequired: false });
    expect(late.cookies).toEqual([]);
  });

  it('accepts a code just inside its 3 minutes', async () => {
    const { challengeId, code } = await startSignIn();
    t.clock.advance(3 * MINUTE - SECOND);
    expect((await confirm(t, challengeId, code)).result?.authenticated).toBe(true);
  });

  it('takes a code once only', async () => {
    const { challengeId, code } = await startSignIn();
    expect((await confirm(t, challengeId, code)).result?.authenticated).toBe(true);
    const again = await confirm(t, challengeId, code);
    expect(again.result).toMatchObject({ authenticated: false, challengeRequired: false });
    expect(again.cookies).toEqual([]);
  });

  it("refuses one challenge's code for another challenge", async () => {
    const first = await startSignIn();
    const second = await startSignIn();
    expect((await confirm(t, second.challengeId, first.code)).result?.authenticated).toBe(false);
    expect((await confirm(t, first.challengeId, first.code)).result?.authenticated).toBe(true);
  });

  it('ends the challenge after 5 wrong guesses; a resend does not give guesses back', async () => {
    const { account, challengeId, code } = await startSignIn();
    for (let i = 0; i < 3; i++) await confirm(t, challengeId, otherThan(code));
    // Let the account's failures go quiet so only the challenge's own budget is in play.
    t.clock.advance(16 * MINUTE);
    expect(await resend(t, challengeId)).toEqual({ success: true, retryAfterSeconds: null });
    const fresh = await lastCode(t, account.mobile);
    const fourth = await confirm(t, challengeId, otherThan(fresh));
    expect(fourth.result).toMatchObject({ challengeRequired: true, attemptsRemaining: 4 });
    const fifth = await confirm(t, challengeId, otherThan(fresh));
    expect(fifth.result).toMatchObject({ challengeRequired: false, attemptsRemaining: 3, lockoutExpiry: null });
    const right = await confirm(t, challengeId, fresh);
    expect(right.result).toMatchObject({ authenticated: false, challengeRequired: false });
    expect(right.cookies).toEqual([]);
    expect(await resend(t, challengeId)).toMatchObject({ success: false });
  });

  it('resends a new code: not within 30 s, and the old code stops working', async () => {
    const { account, challengeId, code } = await startSignIn();
    t.clock.advance(10 * SECOND);
    expect(await resend(t, challengeId)).toEqual({ success: false, retryAfterSeconds: 20 });
    expect(await textsTo(t, account.mobile)).toHaveLength(1);
    t.clock.advance(20 * SECOND);
    expect(await resend(t, challengeId)).toEqual({ success: true, retryAfterSeconds: null });
    const texts = await textsTo(t, account.mobile);
    expect(texts).toHaveLength(2);
    const fresh = await lastCode(t, account.mobile);
    expect(await resend(t, challengeId)).toEqual({ success: false, retryAfterSeconds: 30 });
    if (fresh !== code) expect((await confirm(t, challengeId, code)).result?.authenticated).toBe(false);
    expect((await confirm(t, challengeId, fresh)).result?.authenticated).toBe(true);
  });

  it('gives a resent code a fresh 3 minutes', async () => {
    const { account, challengeId } = await startSignIn();
    t.clock.advance(2 * MINUTE + 50 * SECOND);
    expect((await resend(t, challengeId))?.success).toBe(true);
    t.clock.advance(2 * MINUTE);
    expect((await confirm(t, challengeId, await lastCode(t, account.mobile))).result?.authenticated).toBe(true);
  });

  it('sends at most 5 texts per challenge', async () => {
    const { account, challengeId } = await startSignIn();
    const results: boolean[] = [];
    for (let i = 0; i < 5; i++) {
      t.clock.advance(30 * SECOND);
      results.push((await resend(t, challengeId))!.success);
    }
    expect(results).toEqual([true, true, true, true, false]);
    expect(await textsTo(t, account.mobile)).toHaveLength(5);
  });

  it('caps resends and reset texts at 10 an hour per account', async () => {
    const account = await addInstructor(t.db);
    let sent = 0;
    let refused: Awaited<ReturnType<typeof resend>> = null;
    for (let challenge = 0; challenge < 3 && !refused; challenge++) {
      const { challengeId } = await startSignIn(account);
      for (let i = 0; i < 4; i++) {
        t.clock.advance(30 * SECOND);
        const result = await resend(t, challengeId);
        if (!result?.success) {
          refused = result;
          break;
        }
        sent += 1;
      }
    }
    expect(sent).toBe(10);
    expect(refused?.success).toBe(false);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('refuses unknown and malformed challenge ids', async () => {
    expect(await resend(t, '00000000-0000-4000-8000-000000000000')).toEqual({
      success: false,
      retryAfterSeconds: null,
    });
    expect(await resend(t, 'not-a-uuid')).toEqual({ success: false, retryAfterSeconds: null });
    const bogus = await confirm(t, 'not-a-uuid', '123456');
    expect(bogus.result).toMatchObject({ authenticated: false, challengeRequired: false });
    const short = await confirm(t, '00000000-0000-4000-8000-000000000000', '12345');
    expect(short.errors?.[0]).toMatchObject({
      message: 'Access code should contain 6 numbers',
      extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT' },
    });
  });

  it('refuses a mutation with many aliased code guesses and spends nothing', async () => {
    const { account, challengeId, code } = await startSignIn();
    const guesses = Array.from(
      { length: 10 },
      (_, i) =>
        `g${i}: confirmSignInCode(input: { challengeId: "${challengeId}", code: "${String(i).padStart(6, '0')}" }) { authenticated }`,
    );
    const batch = await t.gql(`mutation { ${guesses.join(' ')} }`);
    expect(batch.data).toBeNull();
    expect(batch.errors?.[0]).toMatchObject({
      message: 'Only one sign-in step may be sent per request',
      extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT' },
    });
    const mixed = await t.gql(
      `mutation { a: resendCode(input: { challengeId: "${challengeId}" }) { success } b: confirmSignInCode(input: { challengeId: "${challengeId}", code: "000000" }) { authenticated } }`,
    );
    expect(mixed.data).toBeNull();
    const [row] = await t.db
      .select({ failedAttempts: authChallenges.failedAttempts, sendCount: authChallenges.sendCount })
      .from(authChallenges)
      .where(eq(authChallenges.id, challengeId));
    expect(row).toEqual({ failedAttempts: 0, sendCount: 1 });
    expect((await confirm(t, challengeId, code)).result?.authenticated).toBe(true);
    expect(await textsTo(t, account.mobile)).toHaveLength(1);
  });

  it('checks at most 5 of many concurrent guesses; the right code after them finds the challenge over', async () => {
    const { challengeId, code } = await startSignIn();
    const wrong = Array.from({ length: 12 }, (_, i) => otherThan(String((Number(code) + i * 7) % 1_000_000)));
    const results = await Promise.all(wrong.map((guess) => confirm(t, challengeId, guess)));
    expect(results.every((r) => r.result?.authenticated === false)).toBe(true);
    // The account lock (1 s after the fifth failure) has passed; the challenge has not expired.
    t.clock.advance(2 * SECOND);
    const right = await confirm(t, challengeId, code);
    expect(right.result).toMatchObject({ authenticated: false, challengeRequired: false });
    expect(right.cookies).toEqual([]);
  });

  it('keeps the guess budget in SQL even for concurrent checks that bypass every other guard', async () => {
    const account = await addInstructor(t.db);
    const { challengeId } = await withDb(t.db, () =>
      openChallenge(t.deps, { instructorId: account.instructorId, mobileNumber: account.mobile }, 'sign_in'),
    );
    const code = await lastCode(t, account.mobile);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => withDb(t.db, () => guessCode(t.deps, challengeId, 'sign_in', otherThan(code)))),
    );
    expect(outcomes.filter((o) => o.outcome === 'wrong')).toHaveLength(5);
    expect(outcomes.filter((o) => o.outcome === 'dead')).toHaveLength(15);
    expect(await withDb(t.db, () => guessCode(t.deps, challengeId, 'sign_in', code))).toEqual({ outcome: 'dead' });
  });

  it('lets exactly one of several concurrent right guesses sign in', async () => {
    const { challengeId, code } = await startSignIn();
    const results = await Promise.all(Array.from({ length: 5 }, () => confirm(t, challengeId, code)));
    expect(results.filter((r) => r.result?.authenticated)).toHaveLength(1);
    expect(results.filter((r) => r.cookies.length > 0)).toHaveLength(1);
  });
});
