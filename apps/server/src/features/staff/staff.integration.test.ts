import { FREE_FAILED_ATTEMPTS } from '@portal/domain/identity';
import { staffSignInMessages as m } from '@portal/domain/office';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import { testDeps } from '../../../test/test-app.ts';
import { staff, staffRecoveryCodes } from '../../db/schema/staff.ts';
import { db, runUnitOfWork } from '../../db/unit-of-work.ts';
import { createTestClock } from '../../lib/clock.ts';
import { createAuditService } from '../audit/index.ts';
import { createStaffService } from './staff.service.ts';

const PASSWORD = 'Office-Desk-2026';

describeEachDatabase(
  'staff sign-in with a second factor',
  (use) => {
    const clock = createTestClock(new Date('2026-11-27T09:00:00Z'));
    const service = () => {
      const deps = testDeps(use(), { clock });
      return createStaffService(deps, { audit: createAuditService(deps) });
    };
    const run = <T>(work: () => Promise<T>) => runUnitOfWork(use(), work);
    let n = 0;
    /** A member with an authenticator app set up: their id, email, secret and recovery codes. */
    const member = async (options: { totp?: boolean } = { totp: true }) => {
      n += 1;
      const email = `member${n}-${Date.now()}@office.example`;
      const row = await run(() =>
        service().addMember({ email, name: `Member ${n}`, password: PASSWORD, roles: ['Support'], brands: ['BSM'] }),
      );
      const enrolment = options.totp ? await run(() => service().enrolTotp(row.id)) : null;
      return { id: row.id, email, secret: enrolment?.secret ?? '', recoveryCodes: enrolment?.recoveryCodes ?? [] };
    };
    const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    const passwordStep = async (email: string, password = PASSWORD) => {
      const outcome = await run(() => service().checkPassword({ email, password }));
      if (outcome.kind !== 'secondFactor') throw new Error(`no second factor step: ${outcome.kind}`);
      return outcome;
    };
    const signIn = async (who: { email: string; secret: string }) => {
      const { signInId } = await passwordStep(who.email);
      const outcome = await run(async () => service().checkCode({ signInId, code: await codeNow(who.secret) }));
      if (outcome.kind !== 'signedIn') throw new Error(`refused: ${outcome.message}`);
      return outcome.token;
    };

    beforeAll(() => clock.set(new Date('2026-11-27T09:00:00Z')));

    it('signs a member in with their password and an authenticator code, as who they are', async () => {
      const who = await member();
      const first = await passwordStep(who.email.toUpperCase());
      expect(first.factors).toEqual(['Totp', 'RecoveryCode']);
      const outcome = await run(async () =>
        service().checkCode({ signInId: first.signInId, code: await codeNow(who.secret) }),
      );
      expect(outcome).toMatchObject({ kind: 'signedIn', factor: 'Totp', recoveryCodesLeft: 10 });
      const token = outcome.kind === 'signedIn' ? outcome.token : '';
      expect(await run(() => service().viewerOf(token))).toMatchObject({
        staffId: who.id,
        roles: ['Support'],
        brands: ['BSM'],
      });
    });

    it('takes an authenticator code once: the same code cannot sign in again', async () => {
      const who = await member();
      const code = await codeNow(who.secret);
      const first = await passwordStep(who.email);
      expect((await run(() => service().checkCode({ signInId: first.signInId, code }))).kind).toBe('signedIn');
      const second = await passwordStep(who.email);
      expect(await run(() => service().checkCode({ signInId: second.signInId, code }))).toEqual({
        kind: 'refused',
        message: m.wrongCode,
        startAgain: false,
      });
    });

    it('says the same for an unknown email as for a wrong password, and locks after repeated failures', async () => {
      const who = await member();
      const unknown = await run(() => service().checkPassword({ email: 'nobody@office.example', password: PASSWORD }));
      const wrong = await run(() => service().checkPassword({ email: who.email, password: 'not-it' }));
      expect(unknown).toEqual({ kind: 'refused', message: m.signInFailed, lockoutSeconds: null });
      expect(wrong).toEqual(unknown);
      for (let i = 1; i < FREE_FAILED_ATTEMPTS; i += 1)
        await run(() => service().checkPassword({ email: who.email, password: 'not-it' }));
      const locked = await run(() => service().checkPassword({ email: who.email, password: PASSWORD }));
      expect(locked).toMatchObject({ kind: 'refused', message: expect.stringMatching(/locked/) });
      expect(locked.kind === 'refused' && locked.lockoutSeconds).toBeGreaterThan(0);
    });

    it('lets a member without a second factor in only to set one up, until an authenticator code proves it', async () => {
      const who = await member({ totp: false });
      const outcome = await run(() => service().checkPassword({ email: who.email, password: PASSWORD }));
      if (outcome.kind !== 'setUpSecondFactor') throw new Error(`not asked to set up: ${outcome.kind}`);
      const asker = { staffId: who.id, sessionToken: outcome.token };
      expect(await run(() => service().viewerOf(outcome.token))).toMatchObject({ mustSetUpSecondFactor: true });

      const { secret, uri } = await run(() => service().totpSetUp(who.id));
      expect(uri).toContain('otpauth://totp/');
      await expect(run(() => service().confirmTotp(asker, { secret, code: '000000' }))).rejects.toMatchObject({
        reason: 'VERIFICATION_FAILED',
      });
      expect(await run(() => service().viewerOf(outcome.token))).toMatchObject({ mustSetUpSecondFactor: true });
      const codes = await run(async () => service().confirmTotp(asker, { secret, code: await codeNow(secret) }));
      expect(codes).toHaveLength(10);
      expect(await run(() => service().viewerOf(outcome.token))).toMatchObject({ mustSetUpSecondFactor: false });
      await expect(run(() => service().totpSetUp(who.id))).rejects.toMatchObject({ message: m.totpAlreadySetUp });

      // The code that confirmed the app is spent; the next step's code signs in as any other member.
      clock.advance(31_000);
      expect(await signIn({ email: who.email, secret })).toBeTruthy();
    });

    it('ends a sign-in after five wrong codes, or five minutes: a right code then cannot use it', async () => {
      const who = await member();
      const { signInId } = await passwordStep(who.email);
      const wrong = [] as string[];
      for (let i = 0; i < 5; i += 1)
        wrong.push(
          await run(async () => {
            const outcome = await service().checkCode({ signInId, code: '000000' });
            return outcome.kind === 'refused' ? outcome.message : 'signed in';
          }),
        );
      expect(wrong).toEqual([m.wrongCode, m.wrongCode, m.wrongCode, m.wrongCode, m.signInExpired]);
      const late = await run(async () => service().checkCode({ signInId, code: await codeNow(who.secret) }));
      expect(late).toMatchObject({ kind: 'refused', startAgain: true });

      // Five wrong codes also locked the member (they count as wrong passwords do): another member waits too long.
      const other = await member();
      const slow = await passwordStep(other.email);
      clock.advance(5 * 60_000 + 1);
      const expired = await run(async () =>
        service().checkCode({ signInId: slow.signInId, code: await codeNow(other.secret) }),
      );
      expect(expired).toEqual({ kind: 'refused', message: m.signInExpired, startAgain: true });
    });

    it('counts wrong codes against the lockout, so a fresh sign-in with the password buys no more guesses', async () => {
      const who = await member();
      const guess = async (signInId: string) => run(() => service().checkCode({ signInId, code: '000000' }));
      const first = await passwordStep(who.email);
      for (let i = 0; i < 3; i += 1) expect((await guess(first.signInId)).kind).toBe('refused');
      const second = await passwordStep(who.email);
      for (let i = 0; i < FREE_FAILED_ATTEMPTS - 3; i += 1) await guess(second.signInId);
      const locked = await run(() => service().checkPassword({ email: who.email, password: PASSWORD }));
      expect(locked).toMatchObject({ kind: 'refused', message: expect.stringMatching(/locked/) });
    });

    it('takes each recovery code once, typed in any case', async () => {
      const who = await member();
      const [code] = who.recoveryCodes;
      if (!code) throw new Error('no recovery code');
      const first = await passwordStep(who.email);
      const used = await run(() => service().checkCode({ signInId: first.signInId, code: code.toUpperCase() }));
      expect(used).toMatchObject({ kind: 'signedIn', factor: 'RecoveryCode', recoveryCodesLeft: 9 });
      const again = await passwordStep(who.email);
      expect((await run(() => service().checkCode({ signInId: again.signInId, code }))).kind).toBe('refused');
    });

    it('keeps the authenticator secret sealed and only hashes of the recovery codes', async () => {
      const who = await member();
      const [row] = await run(() => db.select().from(staff).where(eq(staff.id, who.id)));
      expect(row?.totpSecretSealed).toBeTruthy();
      expect(row?.totpSecretSealed).not.toContain(who.secret);
      const hashes = await run(() =>
        db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, who.id)),
      );
      expect(hashes).toHaveLength(10);
      const stored = hashes.map((h) => h.codeHash).join(' ');
      for (const code of who.recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
    });

    it('ends sessions when signed out, idle, too old, everywhere at once, or when the member is deactivated', async () => {
      const who = await member();
      const viewer = (token: string) => run(() => service().viewerOf(token));
      /** A code is good once: each sign-in waits for the next 30-second step. */
      const nextSignIn = async () => {
        clock.advance(31_000);
        return signIn(who);
      };
      const a = await nextSignIn();
      await run(() => service().signOut(a));
      expect(await viewer(a)).toBeNull();

      const idle = await nextSignIn();
      clock.advance(241 * 60_000);
      expect(await viewer(idle)).toBeNull();

      const old = await nextSignIn();
      for (let hour = 1; hour <= 12; hour += 1) {
        clock.advance(60 * 60_000);
        expect(await viewer(old)).toEqual(hour < 12 ? expect.objectContaining({ staffId: who.id }) : null);
      }

      const [b, c] = [await nextSignIn(), await nextSignIn()];
      await run(() => service().signOutEverywhere(who.id));
      expect([await viewer(b), await viewer(c)]).toEqual([null, null]);

      const d = await nextSignIn();
      expect(await viewer(d)).not.toBeNull();
      await run(() => db.update(staff).set({ active: false }).where(eq(staff.id, who.id)));
      expect(await viewer(d)).toBeNull();
    });
  },
  { seed: false },
);
