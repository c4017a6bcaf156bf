import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { BlobStore, StoredBlob } from './blob-store.ts';
import { DOWNLOAD_ROUTE, type DownloadDisposition, verifyDownloadToken } from './signed-link.ts';

/** Types a browser may show in the page (a PDF, a photo); anything else is always saved, never rendered. */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']);

const isUnsafeInName = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || '/\\"'.includes(c);

/** A file name safe in a header: no path, no control characters, quotes or backslashes; never empty. */
const safeName = (name: string) =>
  [...name]
    .map((c) => (isUnsafeInName(c) ? '_' : c))
    .join('')
    .trim()
    .slice(0, 150) || 'download';

/** RFC 6266: an ASCII fallback for old clients and the exact UTF-8 name for the rest. */
export const contentDisposition = (disposition: DownloadDisposition, filename: string): string => {
  const name = safeName(filename);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

/**
 * Streams a blob as a download: its type (never sniffed by the browser), its length, and the file name. Shown in
 * the page only when asked and the type is a PDF or an image; private and never cached.
 */
export const sendBlob = (
  reply: FastifyReply,
  blob: StoredBlob,
  options: { filename: string; disposition?: DownloadDisposition },
) => {
  const mediaType = blob.contentType.split(';')[0]!.trim().toLowerCase();
  const disposition = options.disposition === 'inline' && INLINE_TYPES.has(mediaType) ? 'inline' : 'attachment';
  return reply
    .header('content-type', blob.contentType)
    .header('content-length', String(blob.size))
    .header('content-disposition', contentDisposition(disposition, options.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(blob.stream);
};

const refuse = (reply: FastifyReply, status: number, error: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ error });

/**
 * GET /api/files/{name}?t={token}: the signed links of signDownloadLink. Only the owner's session opens one; any
 * other caller, a changed link or a missing file gets 404 (nothing to learn), an expired link 410.
 */
export const registerSignedDownloads = (
  app: FastifyInstance,
  deps: Pick<AppDeps, 'config' | 'clock'> & { blobs: BlobStore },
) => {
  app.get<{ Querystring: { t?: string } }>(`${DOWNLOAD_ROUTE}/:name`, async (request, reply) => {
    const claims = verifyDownloadToken(deps, typeof request.query.t === 'string' ? request.query.t : '');
    if (claims === null) return refuse(reply, 404, 'Not Found');
    if (claims === 'expired') return refuse(reply, 410, 'This link has expired: open the file again from the portal.');
    if (!request.viewer) return refuse(reply, 401, "You're not signed in.");
    if (request.viewer.instructorId !== claims.ownerId) return refuse(reply, 404, 'Not Found');
    const blob = await deps.blobs.get(claims.key);
    if (!blob) return refuse(reply, 404, 'Not Found');
    return sendBlob(reply, blob, claims);
  });
};
