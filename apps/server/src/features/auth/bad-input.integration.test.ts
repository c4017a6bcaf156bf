import { beforeAll, expect, it } from 'vitest';
import { confirm, lastCode, login, requestReset, resetPassword } from '../../../test/auth-calls.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { addInstructor, type TestInstructor } from '../../../test/instructor-fixture.ts';

/* Issue 7 §4: a control character in any identity text is refused before any lookup, never a database error. */

const CONTROL = 'This text contains characters that are not allowed';
const refused = (field: string) => ({
  message: CONTROL,
  extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT', field },
});
const nationalOf = (e164: string) => `0${e164.slice(3)}`;

describeIntegration('identity bad input over GraphQL', (fx) => {
  let t: Fixture;
  let account: TestInstructor;
  beforeAll(async () => {
    t = fx();
    account = await addInstructor(t.db);
  });

  it('refuses a NUL in the ADI number or the password at sign-in', async () => {
    expect((await login(t, `${account.adiNumber}\u0000`, account.password)).errors?.[0]).toMatchObject(
      refused('adiNumber'),
    );
    expect((await login(t, account.adiNumber, `${account.password}\u0000`)).errors?.[0]).toMatchObject(
      refused('password'),
    );
    // Nothing was charged against the account: the right password still signs in.
    expect((await login(t, account.adiNumber, account.password)).result).toMatchObject({
      challengeRequired: true,
      attemptsRemaining: 5,
    });
  });

  it('refuses a control character in the challenge or the new password', async () => {
    expect((await confirm(t, 'c\u0000', '123456')).errors?.[0]).toMatchObject(refused('challengeId'));
    const request = await requestReset(t, account.adiNumber, nationalOf(account.mobile));
    const challengeId = request.data?.requestPasswordReset.challengeId ?? '';
    const code = await lastCode(t, account.mobile);
    const bad = await resetPassword(t, { challengeId, code, password: 'Drive2Pass\u001b' });
    expect(bad.errors?.[0]).toMatchObject(refused('password'));
  });
});
