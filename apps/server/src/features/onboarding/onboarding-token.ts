import { ONBOARDING_TOKEN_MINUTES } from '@portal/domain/onboarding';
import { z } from 'zod';
import { signedTokens } from '../../lib/crypto/signed-token.ts';

/** What a verified person may act on: one agreement of theirs, until the token expires. */
export type OnboardingGrant = { agreementId: string; leadId: string; expiresAt: Date };

// `ob1.{payload}.{signature}`, held by the person's browser: the label and the claims' names are its wire format.
const tokens = signedTokens(
  { label: 'portal-onboarding-token', prefix: 'ob1', maxChars: 1024 },
  z.object({ a: z.string(), l: z.string() }),
);

export const issueOnboardingToken = (
  secret: string,
  grant: { agreementId: string; leadId: string },
  now: Date,
): string =>
  tokens.issue(secret, { a: grant.agreementId, l: grant.leadId }, { now, seconds: ONBOARDING_TOKEN_MINUTES * 60 });

/** The grant when the token is ours, unchanged and in date; 'expired' when only its time has passed; else null. */
export const readOnboardingToken = (secret: string, token: string, now: Date): OnboardingGrant | 'expired' | null => {
  const read = tokens.read(secret, token, now);
  if (read === null || read === 'expired') return read;
  return { agreementId: read.claims.a, leadId: read.claims.l, expiresAt: read.expiresAt };
};

/** `Authorization: Bearer ob1...` */
export const bearerOf = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1]! : null;
};
