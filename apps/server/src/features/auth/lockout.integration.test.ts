import { inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { confirm, lastCode, login, otherThan, textsTo } from '../../../test/auth-calls.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { addInstructor } from '../../../test/instructor-fixture.ts';
import { signIn } from '../../../test/sign-in.ts';
import { loginThrottles } from '../../db/schema/index.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describeIntegration('sign-in lockout (Cognito style)', (fx) => {
  let t: Fixture;
  beforeAll(() => {
    t = fx();
  });

  it('locks after five failures, refuses even the right password while locked, and doubles the lock', async () => {
    const account = await addInstructor(t.db);
    const remaining: Array<number | null> = [];
    for (let i = 0; i < 4; i++)
      remaining.push((await login(t, account.adiNumber, 'Wrong5Password')).result!.attemptsRemaining);
    expect(remaining).toEqual([4, 3, 2, 1]);

    const fifth = await login(t, account.adiNumber, 'Wrong5Password');
    const lockedAt = t.clock.now().getTime();
    expect(fifth.result).toMatchObject({ attemptsRemaining: 0, challengeRequired: false });
    expect(new Date(fifth.result!.lockoutExpiry!).getTime()).toBe(lockedAt + SECOND);
    expect(fifth.result!.lockoutSeconds).toBe(1);

    const whileLocked = await login(t, account.adiNumber, account.password);
    expect(whileLocked.result).toMatchObject({ authenticated: false, challengeRequired: false, attemptsRemaining: 0 });
    expect(whileLocked.result!.lockoutExpiry).toBe(fifth.result!.lockoutExpiry);
    t.clock.advance(SECOND / 2);
    expect((await login(t, account.adiNumber, account.password)).result!.lockoutSeconds).toBe(1);
    t.clock.advance(SECOND / 2);
    expect(await textsTo(t, account.mobile)).toEqual([]);

    const sixth = await login(t, account.adiNumber, 'Wrong5Password');
    expect(new Date(sixth.result!.lockoutExpiry!).getTime()).toBe(t.clock.now().getTime() + 2 * SECOND);
    expect(sixth.result!.lockoutSeconds).toBe(2);
    t.clock.advance(2 * SECOND);
    const seventh = await login(t, account.adiNumber, 'Wrong5Password');
    expect(new Date(seventh.result!.lockoutExpiry!).getTime()).toBe(t.clock.now().getTime() + 4 * SECOND);

    t.clock.advance(4 * SECOND);
    const right = await login(t, account.adiNumber, account.password);
    expect(right.result).toMatchObject({
      challengeRequired: true,
      attemptsRemaining: 0,
      lockoutExpiry: null,
      lockoutSeconds: null,
    });
  });

  it('caps the lock at 15 minutes, after which the failures are forgotten', async () => {
    const account = await addInstructor(t.db);
    const lockSeconds: number[] = [];
    for (let failure = 1; failure <= 15; failure++) {
      const result = (await login(t, account.adiNumber, 'Wrong5Password')).result!;
      const until = result.lockoutExpiry ? new Date(result.lockoutExpiry).getTime() : t.clock.now().getTime();
      lockSeconds.push((until - t.clock.now().getTime()) / SECOND);
      t.clock.set(new Date(until));
    }
    // 2^10 s would be 17 minutes: the 15th failure locks for 15.
    expect(lockSeconds).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
    const fresh = await login(t, account.adiNumber, 'Wrong5Password');
    expect(fresh.result).toMatchObject({ attemptsRemaining: 4, lockoutExpiry: null });
  });

  it('resets the count after 15 quiet minutes below the lock', async () => {
    const account = await addInstructor(t.db);
    for (let i = 0; i < 4; i++) await login(t, account.adiNumber, 'Wrong5Password');
    t.clock.advance(14 * MINUTE);
    expect((await login(t, account.adiNumber, 'Wrong5Password')).result!.lockoutExpiry).not.toBeNull();
    t.clock.advance(15 * MINUTE);
    expect((await login(t, account.adiNumber, 'Wrong5Password')).result).toMatchObject({
      attemptsRemaining: 4,
      lockoutExpiry: null,
    });
  });

  it('clears the count after a completed sign-in', async () => {
    const account = await addInstructor(t.db);
    for (let i = 0; i < 3; i++) await login(t, account.adiNumber, 'Wrong5Password');
    const right = await login(t, account.adiNumber, account.password);
    expect(right.result!.attemptsRemaining).toBe(2);
    await confirm(t, right.result!.challengeId!, await lastCode(t, account.mobile));
    expect((await login(t, account.adiNumber, 'Wrong5Password')).result!.attemptsRemaining).toBe(4);
  });

  it("keeps other accounts' running counts and locks when a sign-in sweeps quiet throttle rows", async () => {
    const [counting, locked, other] = [await addInstructor(t.db), await addInstructor(t.db), await addInstructor(t.db)];
    const typedOnce = String(Number(counting.adiNumber) + 500_000);
    await login(t, typedOnce, 'Wrong5Password');
    t.clock.advance(15 * MINUTE);
    for (let i = 0; i < 3; i++) await login(t, counting.adiNumber, 'Wrong5Password');
    for (let i = 0; i < 5; i++) await login(t, locked.adiNumber, 'Wrong5Password');
    await signIn(t, other.adiNumber, other.password);
    const rows = await t.db
      .select({ adiKey: loginThrottles.adiKey })
      .from(loginThrottles)
      .where(inArray(loginThrottles.adiKey, [typedOnce, counting.adiNumber, locked.adiNumber]));
    expect(rows.map((r) => r.adiKey).sort()).toEqual([counting.adiNumber, locked.adiNumber].sort());
    expect((await login(t, counting.adiNumber, 'Wrong5Password')).result!.attemptsRemaining).toBe(1);
    expect((await login(t, locked.adiNumber, locked.password)).result).toMatchObject({ challengeRequired: false });
  });

  it('counts a wrong code towards the account lockout', async () => {
    const account = await addInstructor(t.db);
    for (let i = 0; i < 3; i++) await login(t, account.adiNumber, 'Wrong5Password');
    const step1 = await login(t, account.adiNumber, account.password);
    const code = await lastCode(t, account.mobile);
    const wrong = await confirm(t, step1.result!.challengeId!, otherThan(code));
    expect(wrong.result).toMatchObject({
      authenticated: false,
      challengeRequired: true,
      challengeId: step1.result!.challengeId,
      attemptsRemaining: 1,
    });
    const locking = await confirm(t, step1.result!.challengeId!, otherThan(otherThan(code)));
    expect(locking.result!.lockoutExpiry).not.toBeNull();
    // Locked: even the right code is not checked.
    const refused = await confirm(t, step1.result!.challengeId!, code);
    expect(refused.result).toMatchObject({ authenticated: false, attemptsRemaining: 0 });
    expect(refused.cookies).toEqual([]);
    t.clock.advance(SECOND);
    expect((await confirm(t, step1.result!.challengeId!, code)).result?.authenticated).toBe(true);
  });
});
