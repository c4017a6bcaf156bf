import { createHmac, timingSafeEqual } from 'node:crypto';
import { ONBOARDING_TOKEN_MINUTES } from '@portal/domain/onboarding';

/** What a verified person may act on: one agreement of theirs, until the token expires. */
export type OnboardingGrant = { agreementId: string; leadId: string; expiresAt: Date };

const PREFIX = 'ob1';
// A purpose label keeps these signatures from ever matching another use of SECRET_KEY.
const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`portal-onboarding-token\0${payload}`).digest('base64url');

export const issueOnboardingToken = (
  secret: string,
  grant: { agreementId: string; leadId: string },
  now: Date,
): string => {
  const expires = Math.floor(now.getTime() / 1000) + ONBOARDING_TOKEN_MINUTES * 60;
  const payload = Buffer.from(JSON.stringify({ a: grant.agreementId, l: grant.leadId, e: expires })).toString(
    'base64url',
  );
  return `${PREFIX}.${payload}.${sign(secret, payload)}`;
};

/** The grant when the token is ours, unchanged and in date; 'expired' when only its time has passed; else null. */
export const readOnboardingToken = (secret: string, token: string, now: Date): OnboardingGrant | 'expired' | null => {
  const [prefix, payload, signature, extra] = token.split('.');
  if (prefix !== PREFIX || !payload || !signature || extra !== undefined || token.length > 1024) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      a: unknown;
      l: unknown;
      e: unknown;
    };
    if (typeof claims.a !== 'string' || typeof claims.l !== 'string' || typeof claims.e !== 'number') return null;
    if (claims.e * 1000 <= now.getTime()) return 'expired';
    return { agreementId: claims.a, leadId: claims.l, expiresAt: new Date(claims.e * 1000) };
  } catch {
    return null;
  }
};

/** `Authorization: Bearer ob1...` */
export const bearerOf = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1]! : null;
};
