import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { RelyingParty } from './staff-passkey-party.ts';
import type { PasskeyRow } from './staff-passkeys.repository.ts';

/* The WebAuthn library's calls, with the office's choices: no attestation, user verification preferred. */

const TIMEOUT_MS = 5 * 60_000;

const transportsOf = (row: Pick<PasskeyRow, 'transports'>) => row.transports as AuthenticatorTransportFuture[];

/** The response's JSON as the browser sent it, or null for anything that is not one. */
export const parseResponseJson = <T extends { id: string; response: { clientDataJSON: string } }>(
  text: string,
): T | null => {
  try {
    const value = JSON.parse(text) as T;
    return typeof value?.id === 'string' && typeof value.response?.clientDataJSON === 'string' ? value : null;
  } catch {
    return null;
  }
};

/** The origin the browser signed for, when it is one of ours (the library then checks it exactly). */
const originOf = (party: RelyingParty, clientDataJSON: string): string | null => {
  try {
    const { origin } = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { origin?: unknown };
    return typeof origin === 'string' && party.isOrigin(origin) ? origin : null;
  } catch {
    return null;
  }
};

export const registrationOptions = (
  party: RelyingParty,
  member: { id: string; email: string; name: string },
  existing: readonly PasskeyRow[],
) =>
  generateRegistrationOptions({
    rpName: party.rpName,
    rpID: party.rpID,
    userID: isoUint8Array.fromUTF8String(member.id),
    userName: member.email,
    userDisplayName: member.name,
    attestationType: 'none',
    timeout: TIMEOUT_MS,
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });

export type NewPasskey = { credentialId: string; publicKey: string; counter: number; transports: string[] };

/** The new credential when the attestation answers our challenge at our origin; null otherwise. */
export const verifyRegistration = async (
  party: RelyingParty,
  response: RegistrationResponseJSON,
  expectedChallenge: string,
): Promise<NewPasskey | null> => {
  const origin = originOf(party, response.response.clientDataJSON);
  if (!origin) return null;
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: party.rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return null;
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
};

export const authenticationOptions = (party: RelyingParty, passkeys: readonly PasskeyRow[]) =>
  generateAuthenticationOptions({
    rpID: party.rpID,
    timeout: TIMEOUT_MS,
    userVerification: 'preferred',
    allowCredentials: passkeys.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
  });

/**
 * The authenticator's new counter when the assertion is signed by this passkey for our challenge and origin;
 * null otherwise, a counter that did not go up included (a cloned key or a replayed assertion).
 */
export const verifyAuthentication = async (
  party: RelyingParty,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  passkey: PasskeyRow,
): Promise<number | null> => {
  const origin = originOf(party, response.response.clientDataJSON);
  if (!origin) return null;
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: party.rpID,
    requireUserVerification: false,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: transportsOf(passkey),
    },
  }).catch(() => null);
  return result?.verified ? result.authenticationInfo.newCounter : null;
};
