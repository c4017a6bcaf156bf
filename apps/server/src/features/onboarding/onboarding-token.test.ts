import { ONBOARDING_TOKEN_MINUTES } from '@portal/domain/onboarding';
import { describe, expect, it } from 'vitest';
import { bearerOf, issueOnboardingToken, readOnboardingToken } from './onboarding-token.ts';

const secret = 'a-server-key-of-at-least-thirty-two-characters';
const grant = { agreementId: 'a1b2c3d4-0000-4000-a000-000000000001', leadId: 'a1b2c3d4-0000-4000-a000-000000000002' };
const now = new Date('2030-03-01T10:00:00Z');
const expiresAt = new Date(now.getTime() + ONBOARDING_TOKEN_MINUTES * 60_000);
// Issued by the code before lib/crypto existed: tokens already in browsers must keep working.
const before =
  'ob1.eyJhIjoiYTFiMmMzZDQtMDAwMC00MDAwLWEwMDAtMDAwMDAwMDAwMDAxIiwibCI6ImExYjJjM2Q0LTAwMDAtNDAwMC1hMDAwLTAwMDAwMDAwMDAwMiIsImUiOjE4OTg1OTY4MDB9.-BtVTsrwYHHEDrsBNuG3iMdqMURpcgXfjwfPBUss3pQ';

describe('onboarding tokens', () => {
  it('are issued exactly as before, and read back until they expire', () => {
    expect(issueOnboardingToken(secret, grant, now)).toBe(before);
    expect(readOnboardingToken(secret, before, now)).toEqual({ ...grant, expiresAt });
    expect(readOnboardingToken(secret, before, new Date(expiresAt.getTime() - 1))).toEqual({ ...grant, expiresAt });
    expect(readOnboardingToken(secret, before, expiresAt)).toBe('expired');
  });

  it('refuse another key, a changed grant, a missing prefix and junk', () => {
    expect(readOnboardingToken(`${secret}!`, before, now)).toBeNull();
    const [, payload, signature] = before.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, l: 'someone-else' })).toString('base64url');
    expect(readOnboardingToken(secret, `ob1.${forged}.${signature}`, now)).toBeNull();
    for (const junk of ['', 'ob1', 'ob1..', `${payload}.${signature}`, `ob2.${payload}.${signature}`, `${before}.x`]) {
      expect(readOnboardingToken(secret, junk, now)).toBeNull();
    }
    expect(readOnboardingToken(secret, `${before}${'A'.repeat(1024)}`, now)).toBeNull();
  });

  it('come from a bearer header', () => {
    expect(bearerOf(`Bearer ${before}`)).toBe(before);
    expect(bearerOf(before)).toBeNull();
    expect(bearerOf(undefined)).toBeNull();
  });
});
