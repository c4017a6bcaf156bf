import { randomToken } from '../../lib/crypto/random-token.ts';

export { hashToken } from '../../lib/crypto/random-token.ts';

export const SESSION_COOKIE = 'portal_session';

/** 256 bits from the CSPRNG; the cookie carries it, the database only its hash. */
export const newSessionToken = (): string => randomToken();
