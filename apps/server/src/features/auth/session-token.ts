import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'portal_session';

/** 256 bits from the CSPRNG; the cookie carries it, the database only its hash. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
