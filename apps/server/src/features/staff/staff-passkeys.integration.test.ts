import { staffSignInMessages as m } from '@portal/domain/office';
import { generate } from 'otplib';
import { expect, it } from 'vitest';
import { describeIntegration } from '../../../test/fixture.ts';
import { type SoftwareAuthenticator, softwareAuthenticator } from '../../../test/software-authenticator.ts';

/* Issue 24 §2: passkeys as a staff member's second factor, driven through the real WebAuthn library. */

const PASSWORD = 'Office-Desk-2026';

describeIntegration('staff passkeys', { seed: false }, (fx) => {
  const staff = () => fx().services.staff;
  let n = 0;
  const addMember = async (options: { totp: boolean }) => {
    n += 1;
    const row = await staff().addMember({
      email: `passkey${n}@office.example`,
      name: `Pat Key ${n}`,
      password: PASSWORD,
      roles: ['Support'],
      brands: ['AADS'],
    });
    const secret = options.totp ? (await staff().enrolTotp(row.id)).secret : '';
    return { id: row.id, email: row.email, secret };
  };
  const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(fx().clock.now().getTime() / 1000) });
  const signInId = async (email: string) => {
    const outcome = await staff().checkPassword({ email, password: PASSWORD });
    if (outcome.kind !== 'secondFactor') throw new Error(`no second factor step: ${outcome.kind}`);
    return outcome;
  };
  const asker = (staffId: string) => ({ staffId, sessionToken: undefined });
  const register = async (staffId: string, key: SoftwareAuthenticator, name = 'Work laptop') =>
    staff().addPasskey(asker(staffId), {
      name,
      response: key.register(await staff().passkeyRegistrationOptions(staffId)),
    });
  /** The password, then the passkey's answer to the sign-in's challenge. */
  const passkeySignIn = async (email: string, key: SoftwareAuthenticator, overrides = {}) => {
    const { signInId: id } = await signInId(email);
    const options = await staff().passkeyOptions(id);
    if (options.kind !== 'options') throw new Error(options.message);
    return {
      id,
      options: options.options,
      outcome: await staff().checkPasskey({ signInId: id, response: key.assert(options.options, overrides) }),
    };
  };
  const trail = async (staffId: string) =>
    (await fx().services.audit.trail({ staffId })).map((row) => row.operation).reverse();

  it('adds a passkey for a signed-in member and signs them in with password and passkey, as the TOTP path does', async () => {
    const who = await addMember({ totp: true });
    const key = softwareAuthenticator();
    const added = await register(who.id, key);
    expect(added).toMatchObject({ credentialId: key.id, name: 'Work laptop', staffId: who.id, counter: 0 });
    expect((await staff().security(who.id)).passkeys.map((p) => p.name)).toEqual(['Work laptop']);
    expect((await signInId(who.email)).factors).toEqual(['Passkey', 'Totp', 'RecoveryCode']);

    const { outcome } = await passkeySignIn(who.email, key);
    expect(outcome).toMatchObject({ kind: 'signedIn', factor: 'Passkey' });
    const token = outcome.kind === 'signedIn' ? outcome.token : '';
    expect(await staff().viewerOf(token)).toMatchObject({ staffId: who.id, mustSetUpSecondFactor: false });
    expect((await staff().security(who.id)).passkeys[0]?.lastUsedAt).toEqual(fx().clock.now());
    expect(await trail(who.id)).toEqual(['staffPasskeyAdded', 'staffSignedIn']);
  });

  it('takes a registration challenge once and for five minutes, from our own origin only', async () => {
    const who = await addMember({ totp: true });
    const key = softwareAuthenticator();
    const refusal = { reason: 'VERIFICATION_FAILED', message: m.passkeyNotAdded };
    const response = key.register(await staff().passkeyRegistrationOptions(who.id));
    await staff().addPasskey(asker(who.id), { name: 'Phone', response });
    await expect(staff().addPasskey(asker(who.id), { name: 'Again', response })).rejects.toMatchObject(refusal);

    const late = softwareAuthenticator();
    const lateResponse = late.register(await staff().passkeyRegistrationOptions(who.id));
    fx().clock.advance(5 * 60_000 + 1);
    await expect(staff().addPasskey(asker(who.id), { name: 'Late', response: lateResponse })).rejects.toMatchObject(
      refusal,
    );

    const elsewhere = softwareAuthenticator('https://office.example.net');
    const forged = elsewhere.register(await staff().passkeyRegistrationOptions(who.id));
    await expect(staff().addPasskey(asker(who.id), { name: 'Forged', response: forged })).rejects.toMatchObject(
      refusal,
    );
    await expect(staff().addPasskey(asker(who.id), { name: ' ', response: 'x' })).rejects.toMatchObject({
      message: m.passkeyNameInvalid,
    });
    expect((await staff().security(who.id)).passkeys.map((p) => p.name)).toEqual(['Phone']);
  });

  it('refuses a replayed assertion, a counter that did not move, and a passkey that is not the member’s', async () => {
    const who = await addMember({ totp: true });
    const other = await addMember({ totp: true });
    const key = softwareAuthenticator();
    const othersKey = softwareAuthenticator();
    await register(who.id, key);
    await register(other.id, othersKey);
    const refused = { kind: 'refused', message: m.passkeyFailed, startAgain: false };

    const first = await passkeySignIn(who.email, key);
    expect(first.outcome.kind).toBe('signedIn');
    const replay = await signInId(who.email);
    await staff().passkeyOptions(replay.signInId);
    const replayed = key.assert(first.options, { keepCounter: true });
    expect(await staff().checkPasskey({ signInId: replay.signInId, response: replayed })).toEqual(refused);

    expect((await passkeySignIn(who.email, key, { keepCounter: true })).outcome).toEqual(refused);
    expect((await passkeySignIn(who.email, othersKey)).outcome).toEqual(refused);
    expect((await passkeySignIn(who.email, softwareAuthenticator())).outcome).toEqual(refused);
    expect((await passkeySignIn(who.email, key, { origin: 'https://evil.example' })).outcome).toEqual(refused);
    fx().clock.advance(60_000); // five failures lock the member for a moment
    expect((await passkeySignIn(who.email, key)).outcome.kind).toBe('signedIn');
    expect((await trail(who.id)).filter((op) => op === 'staffSecondFactorFailed')).toHaveLength(5);
  });

  it('counts wrong passkeys against the sign-in and the lockout as wrong codes, and audits the lockout', async () => {
    const who = await addMember({ totp: true });
    const key = softwareAuthenticator();
    await register(who.id, key);
    const stranger = softwareAuthenticator();
    const { signInId: id } = await signInId(who.email);
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const options = await staff().passkeyOptions(id);
      if (options.kind !== 'options') throw new Error(options.message);
      const outcome = await staff().checkPasskey({ signInId: id, response: stranger.assert(options.options) });
      messages.push(outcome.kind === 'refused' ? outcome.message : 'signed in');
    }
    expect(messages).toEqual([m.passkeyFailed, m.passkeyFailed, m.passkeyFailed, m.passkeyFailed, m.signInExpired]);
    expect(await staff().passkeyOptions(id)).toEqual({ kind: 'refused', message: m.signInExpired, startAgain: true });
    const locked = await staff().checkPassword({ email: who.email, password: PASSWORD });
    expect(locked).toMatchObject({ kind: 'refused', message: expect.stringMatching(/locked/) });
    expect(await trail(who.id)).toContain('staffLockedOut');
  });

  it('lets a new member set up a passkey as their first second factor, and nothing else until then', async () => {
    const who = await addMember({ totp: false });
    const first = await staff().checkPassword({ email: who.email, password: PASSWORD });
    if (first.kind !== 'setUpSecondFactor') throw new Error(`not asked to set up: ${first.kind}`);
    expect(await staff().viewerOf(first.token)).toMatchObject({ mustSetUpSecondFactor: true });
    const key = softwareAuthenticator();
    const options = await staff().passkeyRegistrationOptions(who.id);
    await staff().addPasskey(
      { staffId: who.id, sessionToken: first.token },
      { name: 'Desk key', response: key.register(options) },
    );
    expect(await staff().viewerOf(first.token)).toMatchObject({ mustSetUpSecondFactor: false });
    expect((await signInId(who.email)).factors).toEqual(['Passkey']);
    expect(await trail(who.id)).toEqual(['staffSignedIn', 'staffPasskeyAdded']);
  });

  it('removes a passkey, never the last second factor, and only the member’s own', async () => {
    const who = await addMember({ totp: false });
    const withTotp = await addMember({ totp: true });
    const [a, b] = [softwareAuthenticator(), softwareAuthenticator()];
    await register(who.id, a, 'A');
    await register(who.id, b, 'B');
    await expect(staff().removePasskey(withTotp.id, a.id)).rejects.toMatchObject({ reason: 'NOT_FOUND' });
    expect(await staff().removePasskey(who.id, a.id)).toBe(true);
    await expect(staff().removePasskey(who.id, b.id)).rejects.toMatchObject({ message: m.lastSecondFactor });
    expect((await staff().security(who.id)).passkeys.map((p) => p.name)).toEqual(['B']);

    const c = softwareAuthenticator();
    await register(withTotp.id, c, 'C');
    expect(await staff().removePasskey(withTotp.id, c.id)).toBe(true);
    expect(await trail(withTotp.id)).toEqual(['staffPasskeyAdded', 'staffPasskeyRemoved']);
    fx().clock.advance(31_000);
    const { signInId: id } = await signInId(withTotp.email);
    expect((await staff().checkCode({ signInId: id, code: await codeNow(withTotp.secret) })).kind).toBe('signedIn');
  });

  it('audits signing out everywhere', async () => {
    const who = await addMember({ totp: true });
    await staff().signOutEverywhere(who.id);
    expect(await trail(who.id)).toEqual(['staffSignedOutEverywhere']);
  });
});
