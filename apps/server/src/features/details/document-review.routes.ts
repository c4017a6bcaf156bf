import { extensionOf, isAcceptedUploadType } from '@portal/domain/details';
import { isDomainError } from '@portal/domain/errors';
import { type StaffViewer, staffMayUse } from '@portal/domain/office';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BlobStore } from '../../lib/blob/blob-store.ts';
import { sendBlob } from '../../lib/blob/download.ts';
import { STAFF_SESSION_COOKIE } from '../staff/index.ts';
import type { DocumentReviewService } from './document-review.service.ts';

/** Who may download a document under review: the roles of the review queue. */
export const DOCUMENT_REVIEW_ROLES = { roles: ['Support'] } as const;

/**
 * Nothing in the file may run, load or be framed even if a browser were made to open it as a page of our origin:
 * the CSP sandboxes it (no scripts, no same origin) and allows no fetches.
 */
const SANDBOX_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'; form-action 'none'; base-uri 'none'";

type Parts = {
  blobs: Pick<BlobStore, 'get'>;
  staffOf: (sessionToken: string | undefined) => Promise<StaffViewer | null>;
  review: Pick<DocumentReviewService, 'getReviewFile'>;
};

const refuse = (reply: FastifyReply, status: number, error: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ error });

/** `{ADI} {type}.{ext}`: the extension of the type decided from the bytes at upload. */
const downloadName = (adiNumber: string, documentType: string, contentType: string, storedName: string) =>
  isAcceptedUploadType(contentType) ? `${adiNumber} ${documentType}.${extensionOf(contentType)}` : storedName;

/**
 * GET /office/api/documents/{id}/file: the current file of a document, for the office's review (the office app
 * fetches the bytes and draws them; it never navigates to them). A staff session with the Support role only;
 * another brand's document, an unknown id or a document without a file: 404, nothing to learn. Always an
 * attachment, its type never sniffed, sandboxed.
 */
export const registerDocumentReviewDownload = (app: FastifyInstance, parts: Parts) => {
  app.get<{ Params: { id: string } }>('/office/api/documents/:id/file', async (request, reply) => {
    const staff = await parts.staffOf((request as FastifyRequest).cookies[STAFF_SESSION_COOKIE]);
    if (!staff) return refuse(reply, 401, "You're not signed in.");
    if (!staffMayUse(DOCUMENT_REVIEW_ROLES, staff)) return refuse(reply, 403, 'Forbidden');
    try {
      const { document, file } = await parts.review.getReviewFile(staff, request.params.id);
      const blob = await parts.blobs.get(file.blobKey);
      if (!blob) return refuse(reply, 404, 'Not Found');
      reply.header('content-security-policy', SANDBOX_CSP);
      return sendBlob(reply, blob, {
        filename: downloadName(document.adiNumber, document.documentType, file.contentType, file.fileName),
        disposition: 'attachment',
      });
    } catch (error) {
      if (isDomainError(error) && error.code === 'NOT_FOUND') return refuse(reply, 404, 'Not Found');
      throw error;
    }
  });
};
