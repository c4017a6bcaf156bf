import { createHash, randomBytes } from 'node:crypto';

/** 256 bits (by default) from the CSPRNG as base64url: unguessable, and safe in a cookie, URL or file. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** What is stored of a bearer token (a session cookie's): its SHA-256, hex. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
