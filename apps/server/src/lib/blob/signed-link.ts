import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { assertBlobKey } from './blob-store.ts';

/** Where signed links point: GET /api/files/{file name}?t={token} (under /api/, so the session is read). */
export const DOWNLOAD_ROUTE = '/api/files';
/** Long enough to open on a slow phone, short enough that a link forwarded by mistake soon stops working. */
export const DEFAULT_LINK_SECONDS = 300;

export type DownloadDisposition = 'inline' | 'attachment';

const claimsSchema = z.object({
  /** The instructor the file belongs to: only their session may open the link. */
  o: z.string().min(1),
  /** The blob key. */
  k: z.string(),
  /** The file name the browser saves it as. */
  n: z.string().min(1).max(200),
  d: z.enum(['inline', 'attachment']),
  /** Expiry, in Unix seconds. */
  e: z.number().int(),
});

export type DownloadClaims = {
  ownerId: string;
  key: string;
  filename: string;
  disposition: DownloadDisposition;
  expiresAt: Date;
};

type LinkDeps = Pick<AppDeps, 'config' | 'clock'>;

// A purpose label keeps these signatures from ever matching another use of SECRET_KEY.
const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`portal-download-link\0${payload}`).digest('base64url');

export type SignLinkInput = {
  ownerId: string;
  key: string;
  filename: string;
  disposition?: DownloadDisposition;
  ttlSeconds?: number;
};

/**
 * A short-lived link to one blob for one instructor: `/api/files/{file name}?t={payload}.{hmac}`. The route refuses
 * it once expired, to anyone but the owner's session, and when any part of it was changed. The name in the path
 * is only for the browser's address bar (plain ASCII, short); the signed name is the one the file is saved as.
 */
export const signDownloadLink = (deps: LinkDeps, input: SignLinkInput): string => {
  const claims = {
    o: input.ownerId,
    k: assertBlobKey(input.key),
    n: input.filename,
    d: input.disposition ?? 'attachment',
    e: Math.floor(deps.clock.now().getTime() / 1000) + (input.ttlSeconds ?? DEFAULT_LINK_SECONDS),
  } satisfies z.input<typeof claimsSchema>;
  const payload = Buffer.from(JSON.stringify(claimsSchema.parse(claims))).toString('base64url');
  const pathName = input.filename.replace(/[^\w.-]+/g, '-').slice(-80) || 'download';
  return `${DOWNLOAD_ROUTE}/${pathName}?t=${payload}.${sign(deps.config.secretKey, payload)}`;
};

/** The link's claims when its signature holds ('expired' once past its time), else null. */
export const verifyDownloadToken = (deps: LinkDeps, token: string): DownloadClaims | 'expired' | null => {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(deps.config.secretKey, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: z.output<typeof claimsSchema>;
  try {
    parsed = claimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
  if (parsed.e * 1000 <= deps.clock.now().getTime()) return 'expired';
  return {
    ownerId: parsed.o,
    key: parsed.k,
    filename: parsed.n,
    disposition: parsed.d,
    expiresAt: new Date(parsed.e * 1000),
  };
};
