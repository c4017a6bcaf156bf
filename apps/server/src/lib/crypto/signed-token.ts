import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import { constantTimeEqual } from './constant-time.ts';

/** What a token is for: its label is signed with every payload, so no two purposes' signatures ever match. */
export type TokenPurpose = {
  label: string;
  /** Text before the token's first dot (a version, `ob1`); a token without it is not this purpose's. */
  prefix?: string;
  /** Longest token `read` looks at. */
  maxChars?: number;
};

export type SignedTokens<Claims> = {
  /** `[prefix.]payload.signature`: payload = base64url(JSON of the claims, then `e`, the expiry in Unix seconds). */
  issue: (secret: string, claims: Claims, expiry: { now: Date; seconds: number }) => string;
  /** The claims when the token is this purpose's, unchanged and in date; 'expired' when only its time has passed. */
  read: (secret: string, token: string, now: Date) => { claims: Claims; expiresAt: Date } | 'expired' | null;
};

const sign = (secret: string, label: string, payload: string) =>
  createHmac('sha256', secret).update(`${label}\0${payload}`).digest('base64url');

const decode = (payload: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** HMAC-SHA256-signed, expiring tokens under the server's secret, carrying claims of the given shape. */
export const signedTokens = <Claims extends object>(
  purpose: TokenPurpose,
  schema: z.ZodType<Claims>,
): SignedTokens<Claims> => ({
  issue: (secret, claims, expiry) => {
    const e = Math.floor(expiry.now.getTime() / 1000) + expiry.seconds;
    if (!Number.isSafeInteger(e)) throw new RangeError('A token expires on a whole second');
    const payload = Buffer.from(JSON.stringify({ ...schema.parse(claims), e })).toString('base64url');
    const token = `${payload}.${sign(secret, purpose.label, payload)}`;
    return purpose.prefix === undefined ? token : `${purpose.prefix}.${token}`;
  },
  read: (secret, token, now) => {
    if (token.length > (purpose.maxChars ?? Number.POSITIVE_INFINITY)) return null;
    const parts = token.split('.');
    if (purpose.prefix !== undefined && parts.shift() !== purpose.prefix) return null;
    const [payload, signature, extra] = parts;
    if (!payload || !signature || extra !== undefined) return null;
    if (!constantTimeEqual(signature, sign(secret, purpose.label, payload))) return null;
    const decoded = decode(payload);
    const e = decoded?.e;
    const parsed = schema.safeParse(decoded);
    if (!parsed.success || typeof e !== 'number' || !Number.isSafeInteger(e)) return null;
    const expiresAt = new Date(e * 1000);
    return expiresAt.getTime() <= now.getTime() ? 'expired' : { claims: parsed.data, expiresAt };
  },
});
