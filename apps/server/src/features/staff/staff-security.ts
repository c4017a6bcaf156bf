import { DomainError, parseCommand } from '@portal/domain/errors';
import { addPasskeySchema, staffSignInMessages as m, totpEnrolmentSchema } from '@portal/domain/office';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { hashToken } from '../../lib/crypto/random-token.ts';
import {
  findStaffById,
  lockStaff,
  type StaffRow,
  unusedRecoveryCodes,
  upgradeStaffSession,
  useTotpStep,
} from './staff.repository.ts';
import { recordStaffEvent, type StaffAudit } from './staff-audit.ts';
import { enrolTotp } from './staff-enrolment.ts';
import { relyingPartyOf } from './staff-passkey-party.ts';
import {
  deletePasskey,
  findPasskey,
  findPasskeysOf,
  insertPasskey,
  takeRegistrationChallenge,
  upsertRegistrationChallenge,
} from './staff-passkeys.repository.ts';
import { newTotpSecret, totpStepOf, totpUri } from './staff-totp.ts';
import { parseResponseJson, registrationOptions, verifyRegistration } from './staff-webauthn.ts';

/* A signed-in member's own second factors: passkeys added and removed, an authenticator app set up. */

type Deps = AppDeps & { audit: StaffAudit };
/** The member asking, and their session's cookie token (a new member's session counts once a factor is set up). */
export type Asker = { staffId: string; sessionToken: string | undefined };

const REGISTRATION_TTL_MS = 5 * 60_000;

const memberOf = async (staffId: string, lock = false): Promise<StaffRow> => {
  const member = lock ? await lockStaff(staffId) : await findStaffById(staffId);
  if (!member) throw new DomainError('NOT_SIGNED_IN', "You're not signed in.");
  return member;
};

const upgradeSession = async (asker: Asker, factor: 'Passkey' | 'Totp') => {
  if (asker.sessionToken) await upgradeStaffSession(hashToken(asker.sessionToken), factor);
};

export const getSecurity = async (staffId: string) => {
  const member = await memberOf(staffId);
  return {
    passkeys: await findPasskeysOf(staffId),
    hasTotp: member.totpSecretSealed !== null,
    recoveryCodesLeft: await unusedRecoveryCodes(staffId),
  };
};

/** The WebAuthn options to create a passkey; the challenge is kept for five minutes, good once. */
export const passkeyRegistrationOptions = async (deps: AppDeps, staffId: string): Promise<string> => {
  const member = await memberOf(staffId);
  const options = await registrationOptions(relyingPartyOf(deps.config), member, await findPasskeysOf(staffId));
  await upsertRegistrationChallenge(
    staffId,
    options.challenge,
    new Date(deps.clock.now().getTime() + REGISTRATION_TTL_MS),
  );
  return JSON.stringify(options);
};

/** Adds the passkey the browser created for the member's challenge (taken first: a failed try spends it). */
export const addPasskey = async (deps: Deps, asker: Asker, input: { name: string; response: string }) => {
  const { name, response } = parseCommand(addPasskeySchema, input);
  const challenge = await takeRegistrationChallenge(asker.staffId, deps.clock.now());
  const attestation = parseResponseJson<RegistrationResponseJSON>(response);
  const created =
    challenge && attestation ? await verifyRegistration(relyingPartyOf(deps.config), attestation, challenge) : null;
  if (!created || (await findPasskey(created.credentialId)))
    throw new DomainError('VERIFICATION_FAILED', m.passkeyNotAdded);
  return inTransaction(async () => {
    await memberOf(asker.staffId, true);
    const now = deps.clock.now();
    await insertPasskey({ ...created, staffId: asker.staffId, name, createdAt: now });
    await recordStaffEvent(deps.audit, asker.staffId, 'staffPasskeyAdded', {
      after: { credentialId: created.credentialId, name },
    });
    await upgradeSession(asker, 'Passkey');
    const added = await findPasskey(created.credentialId);
    if (!added) throw new Error('the passkey was not written');
    return added;
  });
};

/** Removes one of the member's passkeys, unless it is their last second factor. */
export const removePasskey = (deps: Deps, staffId: string, credentialId: string) =>
  inTransaction(async () => {
    const member = await memberOf(staffId, true);
    const passkeys = await findPasskeysOf(staffId);
    const passkey = passkeys.find((p) => p.credentialId === credentialId);
    if (!passkey) throw new DomainError('NOT_FOUND', m.passkeyNotFound);
    if (passkeys.length === 1 && !member.totpSecretSealed) throw new DomainError('INVALID_INPUT', m.lastSecondFactor);
    await deletePasskey(staffId, credentialId);
    await recordStaffEvent(deps.audit, staffId, 'staffPasskeyRemoved', {
      before: { credentialId, name: passkey.name },
    });
    return true;
  });

/** A new authenticator secret to show (nothing kept until the member proves it with a code). */
export const totpSetUp = async (staffId: string) => {
  const member = await memberOf(staffId);
  if (member.totpSecretSealed) throw new DomainError('INVALID_INPUT', m.totpAlreadySetUp);
  const secret = newTotpSecret();
  return { secret, uri: totpUri(secret, member.email) };
};

/** Keeps the authenticator secret once a code from it is right; returns the member's new recovery codes. */
export const confirmTotp = (deps: Deps, asker: Asker, input: { secret: string; code: string }) => {
  const { secret, code } = parseCommand(totpEnrolmentSchema, input);
  return inTransaction(async () => {
    const member = await memberOf(asker.staffId, true);
    if (member.totpSecretSealed) throw new DomainError('INVALID_INPUT', m.totpAlreadySetUp);
    const step = await totpStepOf(secret, code, deps.clock.now());
    if (step === null) throw new DomainError('VERIFICATION_FAILED', m.wrongCode);
    const { recoveryCodes } = await enrolTotp(deps, member, secret);
    await useTotpStep(member.id, step);
    await recordStaffEvent(deps.audit, member.id, 'staffTotpSetUp', { after: { recoveryCodes: recoveryCodes.length } });
    await upgradeSession(asker, 'Totp');
    return recoveryCodes;
  });
};
