import { beforeAll, expect, it } from 'vitest';
import {
  confirm,
  lastCode,
  login,
  me,
  requestReset,
  resend,
  resetPassword,
  textsTo,
} from '../../../test/auth-calls.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { addInstructor } from '../../../test/instructor-fixture.ts';
import { signIn } from '../../../test/sign-in.ts';

const MINUTE = 60_000;
const nationalOf = (e164: string) => `0${e164.slice(3)}`;

describeIntegration('sign-up and forgotten password', (fx) => {
  let t: Fixture;
  beforeAll(() => {
    t = fx();
  });

  it('resets the password end to end: old sessions end, the new password works, the old one does not', async () => {
    const account = await addInstructor(t.db);
    const phone = await signIn(t, account.adiNumber, account.password);
    const laptop = await signIn(t, account.adiNumber, account.password);

    const request = await requestReset(t, account.adiNumber, nationalOf(account.mobile));
    expect(request.data?.requestPasswordReset).toEqual({
      challengeId: expect.any(String),
      maskedMobile: `07••• •••${account.mobile.slice(-3)}`,
    });
    const [text] = await textsTo(t, account.mobile);
    expect(text?.body).toMatch(
      /^Your AA Instructor Portal access code is \d{6}\. It expires in 10 minutes\. Never share this code\.$/,
    );
    const code = await lastCode(t, account.mobile);
    const reset = await resetPassword(
      t,
      { challengeId: request.data!.requestPasswordReset.challengeId, code, password: 'NewRoute42' },
      phone,
    );
    expect(reset.data).toEqual({ resetPassword: { success: true } });
    expect(reset.cookies.find((c) => c.startsWith('portal_session='))).toMatch(/^portal_session=;/);

    expect(await me(t, phone)).toBeNull();
    expect(await me(t, laptop)).toBeNull();
    expect((await login(t, account.adiNumber, account.password)).result).toMatchObject({ challengeRequired: false });
    const cookie = await signIn(t, account.adiNumber, 'NewRoute42');
    expect(await me(t, cookie)).toMatchObject({ id: account.instructorId });
  });

  it('lets an instructor with no password yet set one (sign-up)', async () => {
    const account = await addInstructor(t.db, { password: null });
    const request = await requestReset(t, account.adiNumber, nationalOf(account.mobile));
    const code = await lastCode(t, account.mobile);
    await resetPassword(t, {
      challengeId: request.data!.requestPasswordReset.challengeId,
      code,
      password: 'First1Drive',
    });
    expect(await me(t, await signIn(t, account.adiNumber, 'First1Drive'))).toMatchObject({ id: account.instructorId });
  });

  it('accepts the mobile in +44 form too', async () => {
    const account = await addInstructor(t.db);
    const request = await requestReset(t, account.adiNumber, account.mobile.slice(1));
    expect(request.errors).toBeUndefined();
  });

  it('answers a wrong mobile and an unknown ADI number with the same mismatch message', async () => {
    const account = await addInstructor(t.db);
    const wrongMobile = await requestReset(t, account.adiNumber, '07700900999');
    const unknownAdi = await requestReset(t, String(Number(account.adiNumber) + 500_000), nationalOf(account.mobile));
    for (const response of [wrongMobile, unknownAdi]) {
      expect(response.data).toBeNull();
      expect(response.errors?.[0]).toMatchObject({
        message: 'Your ADI number and mobile number did not match our records',
        extensions: { code: 'BAD_USER_INPUT', reason: 'MOBILE_MISMATCH' },
      });
    }
    expect(await textsTo(t, account.mobile)).toEqual([]);
  });

  it('validates the sign-up fields with the spec message', async () => {
    const response = await requestReset(t, '100-001', '07700900101');
    expect(response.errors?.[0]?.message).toBe('This field should not contain special characters');
    expect((await requestReset(t, '100001', '')).errors?.[0]?.message).toBe('This field is required');
  });

  it('rate-limits requests per ADI number, known or not, with the spec message', async () => {
    const account = await addInstructor(t.db);
    const unknown = String(Number(account.adiNumber) + 500_000);
    for (let i = 0; i < 5; i++) {
      await requestReset(t, account.adiNumber, '07700900999');
      await requestReset(t, unknown, '07700900999');
    }
    for (const adi of [account.adiNumber, unknown]) {
      const limited = await requestReset(t, adi, nationalOf(account.mobile));
      expect(limited.errors?.[0]).toMatchObject({
        message: 'Please try again later or contact support.',
        extensions: { code: 'RATE_LIMITED', reason: 'TOO_MANY_REQUESTS' },
      });
    }
    t.clock.advance(60 * MINUTE);
    expect((await requestReset(t, account.adiNumber, nationalOf(account.mobile))).errors).toBeUndefined();
  });

  it('checks the new password with the spec messages before the code, and changes nothing', async () => {
    const account = await addInstructor(t.db);
    const request = await requestReset(t, account.adiNumber, nationalOf(account.mobile));
    const challengeId = request.data!.requestPasswordReset.challengeId;
    const code = await lastCode(t, account.mobile);
    const cases: Array<[{ password: string; confirmPassword?: string }, string]> = [
      [{ password: 'Short1' }, 'Please enter a password that has at least 8 characters'],
      [{ password: 'nocapital1' }, 'Must contain a capital and number'],
      [{ password: 'NoNumberHere' }, 'Must contain a capital and number'],
      [{ password: 'Matching1', confirmPassword: 'Matching2' }, 'Passwords do not match, please try again'],
    ];
    for (const [input, message] of cases) {
      const response = await resetPassword(t, { challengeId, code, ...input });
      expect(response.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT' },
      });
    }
    expect((await resetPassword(t, { challengeId, code: '12-34', password: 'Valid1Pass' })).errors?.[0]?.message).toBe(
      'Access code should contain 6 numbers',
    );
    expect((await login(t, account.adiNumber, account.password)).result?.challengeRequired).toBe(true);
    expect((await resetPassword(t, { challengeId, code, password: 'Valid1Pass' })).data).toEqual({
      resetPassword: { success: true },
    });
  });

  it('refuses a wrong, expired or used code with the spec message', async () => {
    const account = await addInstructor(t.db);
    const wrongCode = {
      message: 'You have entered an incorrect access code. Please try again.',
      extensions: { code: 'BAD_USER_INPUT', reason: 'WRONG_ACCESS_CODE' },
    };
    const first = await requestReset(t, account.adiNumber, nationalOf(account.mobile));
    const firstId = first.data!.requestPasswordReset.challengeId;
    const code = await lastCode(t, account.mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(
      (await resetPassword(t, { challengeId: firstId, code: wrong, password: 'Valid1Pass' })).errors?.[0],
    ).toMatchObject(wrongCode);
    t.clock.advance(10 * MINUTE);
    expect((await resetPassword(t, { challengeId: firstId, code, password: 'Valid1Pass' })).errors?.[0]).toMatchObject(
      wrongCode,
    );

    const second = await requestReset(t, account.adiNumber, nationalOf(account.mobile));
    const secondId = second.data!.requestPasswordReset.challengeId;
    const secondCode = await lastCode(t, account.mobile);
    t.clock.advance(10 * MINUTE - 1000);
    expect((await resetPassword(t, { challengeId: secondId, code: secondCode, password: 'Valid1Pass' })).data).toEqual({
      resetPassword: { success: true },
    });
    const reused = await resetPassword(t, { challengeId: secondId, code: secondCode, password: 'Other2Pass' });
    expect(reused.errors?.[0]).toMatchObject(wrongCode);
    expect(await me(t, await signIn(t, account.adiNumber, 'Valid1Pass'))).not.toBeNull();
  });

  it('does not take a sign-in code as a reset code', async () => {
    const account = await addInstructor(t.db);
    const step1 = await login(t, account.adiNumber, account.password);
    const code = await lastCode(t, account.mobile);
    const response = await resetPassword(t, { challengeId: step1.result!.challengeId!, code, password: 'Valid1Pass' });
    expect(response.errors?.[0]?.message).toBe('You have entered an incorrect access code. Please try again.');
    expect((await confirm(t, step1.result!.challengeId!, code)).result?.authenticated).toBe(true);
  });

  it('ends a reset after 5 wrong codes, resent or not', async () => {
    const account = await addInstructor(t.db);
    const request = await requestReset(t, account.adiNumber, nationalOf(account.mobile));
    const challengeId = request.data!.requestPasswordReset.challengeId;
    for (let i = 0; i < 4; i++) await resetPassword(t, { challengeId, code: '000000', password: 'Valid1Pass' });
    t.clock.advance(30_000);
    expect((await resend(t, challengeId))?.success).toBe(true);
    const fresh = await lastCode(t, account.mobile);
    await resetPassword(t, { challengeId, code: fresh === '999999' ? '999998' : '999999', password: 'Valid1Pass' });
    const late = await resetPassword(t, { challengeId, code: fresh, password: 'Valid1Pass' });
    expect(late.errors?.[0]?.message).toBe('You have entered an incorrect access code. Please try again.');
  });

  it('clears a sign-in lockout and ends open sign-in challenges once the password is reset', async () => {
    const account = await addInstructor(t.db);
    const pending = await login(t, account.adiNumber, account.password);
    const pendingCode = await lastCode(t, account.mobile);
    for (let i = 0; i < 5; i++) await login(t, account.adiNumber, 'Wrong5Password');
    const request = await requestReset(t, account.adiNumber, nationalOf(account.mobile));
    const code = await lastCode(t, account.mobile);
    await resetPassword(t, {
      challengeId: request.data!.requestPasswordReset.challengeId,
      code,
      password: 'Fresh4Start',
    });
    const after = await login(t, account.adiNumber, 'Fresh4Start');
    expect(after.result).toMatchObject({ challengeRequired: true, attemptsRemaining: 5 });
    expect((await confirm(t, pending.result!.challengeId!, pendingCode)).result?.authenticated).toBe(false);
  });
});
