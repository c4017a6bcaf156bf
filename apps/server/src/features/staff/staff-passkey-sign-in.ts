import { parseCommand } from '@portal/domain/errors';
import { staffSignInMessages as m, passkeySignInSchema } from '@portal/domain/office';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { StaffAudit } from './staff-audit.ts';
import { relyingPartyOf } from './staff-passkey-party.ts';
import {
  clearSignInChallenge,
  findPasskeysOf,
  lockPasskey,
  recordPasskeyUse,
  setSignInChallenge,
} from './staff-passkeys.repository.ts';
import { judgeSecondFactor, liveSignIn, type SecondFactorOutcome } from './staff-sign-in.ts';
import { authenticationOptions, parseResponseJson, verifyAuthentication } from './staff-webauthn.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PasskeyOptionsOutcome =
  | { kind: 'options'; options: string }
  | { kind: 'refused'; message: string; startAgain: boolean };

/** The WebAuthn challenge for a sign-in whose password was right: kept on the sign-in, good once, as long as it. */
export const passkeySignInOptions = (deps: AppDeps, signInId: string): Promise<PasskeyOptionsOutcome> =>
  inTransaction(async () => {
    const found = UUID.test(signInId) ? await liveSignIn(deps, signInId) : null;
    if (!found) return { kind: 'refused', message: m.signInExpired, startAgain: true };
    const passkeys = await findPasskeysOf(found.member.id);
    if (passkeys.length === 0) return { kind: 'refused', message: m.passkeyFailed, startAgain: false };
    const options = await authenticationOptions(relyingPartyOf(deps.config), passkeys);
    await setSignInChallenge(signInId, options.challenge);
    return { kind: 'options', options: JSON.stringify(options) };
  });

/**
 * Step 2 with a passkey: the assertion must answer this sign-in's challenge (taken, right or wrong), come from one
 * of the member's own passkeys and move its counter on. Anything else is a wrong guess, as a wrong code is.
 */
export const passkeySignIn = (
  deps: AppDeps & { audit: StaffAudit },
  input: { signInId: string; response: string },
): Promise<SecondFactorOutcome> => {
  const { signInId, response } = parseCommand(passkeySignInSchema, input);
  const assertion = parseResponseJson<AuthenticationResponseJSON>(response);
  return judgeSecondFactor(deps, signInId, { tried: 'passkey', message: m.passkeyFailed }, async (member, signIn) => {
    const challenge = signIn.passkeyChallenge;
    await clearSignInChallenge(signIn.id);
    if (!assertion || !challenge) return null;
    const passkey = await lockPasskey(assertion.id);
    if (passkey?.staffId !== member.id) return null;
    const counter = await verifyAuthentication(relyingPartyOf(deps.config), assertion, challenge, passkey);
    if (counter === null) return null;
    await recordPasskeyUse(passkey.credentialId, counter, deps.clock.now());
    return 'Passkey';
  });
};
