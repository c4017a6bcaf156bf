import { beforeAll, expect, it } from 'vitest';
import { confirm, lastCode, login, me, textsTo } from '../../../test/auth-calls.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { addInstructor } from '../../../test/instructor-fixture.ts';
import { sessionCookieFrom, signIn } from '../../../test/sign-in.ts';

const SECOND = 1000;
const _MINUTE = 60 * SECOND;

describeIntegration('sign-in: password and texted code', (fx) => {
  let t: Fixture;
  beforeAll(() => {
    t = fx();
  });

  it('signs in with the password and the texted code: cookie set, me returns the instructor', async () => {
    const account = await addInstructor(t.db);
    const step1 = await login(t, account.adiNumber, account.password);
    expect(step1.result).toMatchObject({
      authenticated: false,
      challengeRequired: true,
      maskedMobile: `07••• •••${account.mobile.slice(-3)}`,
      attemptsRemaining: 5,
      lockoutExpiry: null,
      accessToken: null,
    });
    expect(step1.cookies).toEqual([]);
    const [text] = await textsTo(t, account.mobile);
    expect(text?.body).toMatch(
      /^Your AA Instructor Portal access code is \d{6}\. It expires in 3 minutes\. Never share this code\.$/,
    );

    const step2 = await confirm(t, step1.result!.challengeId!, await lastCode(t, account.mobile));
    expect(step2.result).toMatchObject({
      authenticated: true,
      accessToken: null,
      instructor: { id: account.instructorId, adiNumber: account.adiNumber },
    });
    const setCookie = step2.cookies.find((c) => c.startsWith('portal_session='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(await me(t, sessionCookieFrom(step2.cookies)!)).toEqual({
      id: account.instructorId,
      adiNumber: account.adiNumber,
    });
    expect(await me(t)).toBeNull();
  });

  it('accepts the code typed with its dash (000-000) and the ADI number with spaces around it', async () => {
    const account = await addInstructor(t.db);
    const step1 = await login(t, ` ${account.adiNumber} `, account.password);
    const code = await lastCode(t, account.mobile);
    const step2 = await confirm(t, step1.result!.challengeId!, `${code.slice(0, 3)}-${code.slice(3)}`);
    expect(step2.result?.authenticated).toBe(true);
  });

  it('names BSM in the text of an instructor who holds only BSM franchises', async () => {
    const account = await addInstructor(t.db, { franchises: ['bsm-full-manual'] });
    await login(t, account.adiNumber, account.password);
    const [text] = await textsTo(t, account.mobile);
    expect(text?.body).toMatch(/^Your BSM Instructor Portal access code is \d{6}\./);
  });

  it('refuses a wrong password without texting anything', async () => {
    const account = await addInstructor(t.db);
    const wrong = await login(t, account.adiNumber, 'Wrong5Password');
    expect(wrong.result).toMatchObject({
      authenticated: false,
      challengeRequired: false,
      challengeId: null,
      attemptsRemaining: 4,
      lockoutExpiry: null,
    });
    expect(wrong.cookies).toEqual([]);
    expect(await textsTo(t, account.mobile)).toEqual([]);
  });

  it('answers an unknown ADI number exactly as a wrong password, lockout included', async () => {
    const account = await addInstructor(t.db);
    const unknown = String(Number(account.adiNumber) + 500_000);
    for (let attempt = 1; attempt <= 6; attempt++) {
      const known = await login(t, account.adiNumber, 'Wrong5Password');
      const missing = await login(t, unknown, 'Wrong5Password');
      expect(missing.result).toEqual(known.result);
      expect(missing.errors).toEqual(known.errors);
      expect(missing.cookies).toEqual(known.cookies);
    }
    expect((await login(t, unknown, 'Wrong5Password')).result).toMatchObject({ attemptsRemaining: 0 });
  });

  it('validates the ADI number and password with the spec messages', async () => {
    const short = await login(t, '12345', 'x');
    expect(short.errors?.[0]).toMatchObject({
      message: 'ADI Number is too short (minimum is 6 characters)',
      extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT' },
    });
    const empty = await login(t, '100001', '');
    expect(empty.errors?.[0]?.message).toBe('This field is required');
  });

  it('does not sign in a deleted instructor or one with no password yet, answering as a wrong password', async () => {
    const deleted = await addInstructor(t.db, { status: 'Deleted' });
    expect((await login(t, deleted.adiNumber, deleted.password)).result).toMatchObject({
      challengeRequired: false,
      attemptsRemaining: 4,
    });
    const noPassword = await addInstructor(t.db, { password: null });
    expect((await login(t, noPassword.adiNumber, 'Lesson5Plan')).result).toMatchObject({
      challengeRequired: false,
      attemptsRemaining: 4,
    });
  });

  it('signs in a seeded demo instructor through the exported helper', async () => {
    const cookie = await signIn(t, '100001');
    expect(await me(t, cookie)).toMatchObject({ adiNumber: '100001' });
  });
});
