import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { signedTokens } from '../crypto/signed-token.ts';
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
});

export type DownloadClaims = {
  ownerId: string;
  key: string;
  filename: string;
  disposition: DownloadDisposition;
  expiresAt: Date;
};

type LinkDeps = Pick<AppDeps, 'config' | 'clock'>;

// `{payload}.{signature}`, the expiry `e` signed with the claims (lib/crypto/signed-token.ts).
const tokens = signedTokens({ label: 'portal-download-link' }, claimsSchema);

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
  } satisfies z.input<typeof claimsSchema>;
  const token = tokens.issue(deps.config.secretKey, claims, {
    now: deps.clock.now(),
    seconds: input.ttlSeconds ?? DEFAULT_LINK_SECONDS,
  });
  const pathName = input.filename.replace(/[^\w.-]+/g, '-').slice(-80) || 'download';
  return `${DOWNLOAD_ROUTE}/${pathName}?t=${token}`;
};

/** The link's claims when its signature holds ('expired' once past its time), else null. */
export const verifyDownloadToken = (deps: LinkDeps, token: string): DownloadClaims | 'expired' | null => {
  const read = tokens.read(deps.config.secretKey, token, deps.clock.now());
  if (read === null || read === 'expired') return read;
  const { o, k, n, d } = read.claims;
  return { ownerId: o, key: k, filename: n, disposition: d, expiresAt: read.expiresAt };
};
