import { beforeAll, expect, it, vi } from 'vitest';
import { login, requestReset } from '../../../test/auth-calls.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { addInstructor } from '../../../test/instructor-fixture.ts';

// Watch every argon2 verification: an unknown ADI number must cost the same hash work as a known one.
const verified = vi.hoisted(() => [] as string[]);
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...argon2,
    verify: (hashed: string, password: string) => {
      verified.push(hashed);
      return argon2.verify(hashed, password);
    },
  };
});

/** The PHC parameters of a hash: algorithm, version, memory, passes, lanes. */
const paramsOf = (phc: string) => phc.split('$').slice(1, 4).join('$');

describeIntegration('no ADI-number enumeration', (fx) => {
  let t: Fixture;
  beforeAll(() => {
    t = fx();
  });

  it('verifies one argon2id hash of the same cost for an unknown number as for a wrong password', async () => {
    const account = await addInstructor(t.db);
    verified.length = 0;
    const known = await login(t, account.adiNumber, 'Wrong5Password');
    expect(verified).toHaveLength(1);
    const unknown = await login(t, String(Number(account.adiNumber) + 500_000), 'Wrong5Password');
    expect(verified).toHaveLength(2);
    expect(unknown.result).toEqual(known.result);
    expect(paramsOf(verified[0]!)).toMatch(/^argon2id\$v=19\$m=19456,t=2,p=1$/);
    expect(paramsOf(verified[1]!)).toBe(paramsOf(verified[0]!));
    expect(verified[1]).not.toBe(verified[0]);
  });

  it('checks no password at all while locked, for known and unknown numbers alike', async () => {
    const account = await addInstructor(t.db);
    const unknown = String(Number(account.adiNumber) + 500_000);
    for (let i = 0; i < 5; i++) {
      await login(t, account.adiNumber, 'Wrong5Password');
      await login(t, unknown, 'Wrong5Password');
    }
    verified.length = 0;
    const known = await login(t, account.adiNumber, account.password);
    const missing = await login(t, unknown, account.password);
    expect(verified).toHaveLength(0);
    expect(missing.result).toEqual(known.result);
    expect(known.result?.lockoutExpiry).not.toBeNull();
  });

  it('gives the same reset answer for an unknown number as for a wrong mobile', async () => {
    const account = await addInstructor(t.db);
    const wrongMobile = await requestReset(t, account.adiNumber, '07700900998');
    const unknown = await requestReset(t, String(Number(account.adiNumber) + 500_000), '07700900998');
    expect(unknown.errors).toEqual(wrongMobile.errors);
    expect(unknown.data).toEqual(wrongMobile.data);
  });
});
