import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, detailsMessages as m } from '@portal/domain/details';
import { isDomainError } from '@portal/domain/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Viewer } from '../../app-deps.ts';
import type { UploadedFile } from './documents.service.ts';

/** What the route needs of the service (the feature's own). */
type Uploads = {
  uploadDocument: (viewer: Viewer, documentId: string, file: UploadedFile) => Promise<{ id: string; status: string }>;
  addNewDocument: (
    viewer: Viewer,
    input: { documentName: string; description?: string | null },
    file: UploadedFile,
  ) => Promise<{ id: string; status: string }>;
};

export const DOCUMENT_UPLOAD_ROUTE = '/api/documents/upload';

const STATUS_OF: Record<string, number> = {
  [m.fileTooLarge]: 413,
  [m.fileTypeRefused]: 415,
};

const fail = (reply: FastifyReply, status: number, error: string, reason: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ error, reason });

const fieldValue = (field: unknown): string | undefined => {
  const value = (field as { value?: unknown } | undefined)?.value;
  return typeof value === 'string' ? value : undefined;
};

/**
 * POST /api/documents/upload (multipart, the signed-in instructor only): fields first, then one `file` of at most
 * 10 MB. With `documentKey` it uploads that outstanding or rejected document (the table); with `documentName` (and
 * an optional `description`) it adds a new one (the modal). Answers { id, status }, or { error, reason } with a
 * 4xx status. The bytes are read within the limit, then stored: nothing is written for a refused file.
 */
export const registerDocumentUploads = (app: FastifyInstance, services: { details: Uploads }) =>
  app.register(async (scope) => {
    // The GraphQL door's multipart parser (mercurius-upload) is not this route's.
    if (scope.hasContentTypeParser('multipart/form-data')) scope.removeContentTypeParser('multipart/form-data');
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
    });
    scope.post(DOCUMENT_UPLOAD_ROUTE, async (request, reply) => {
      const viewer = request.viewer;
      if (!viewer) return fail(reply, 401, "You're not signed in.", 'NOT_SIGNED_IN');
      if (!request.isMultipart()) return fail(reply, 415, 'Send the file as multipart/form-data', 'INVALID_INPUT');
      try {
        const part = await request.file();
        if (part?.fieldname !== 'file') return fail(reply, 400, m.fileEmpty, 'INVALID_INPUT');
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            return fail(reply, 413, m.fileTooLarge, 'INVALID_INPUT');
          }
          throw error;
        }
        const file = { bytes, fileName: part.filename ?? '' };
        const documentKey = fieldValue(part.fields.documentKey);
        const documentName = fieldValue(part.fields.documentName);
        const result = documentKey
          ? await services.details.uploadDocument(viewer, documentKey, file)
          : await services.details.addNewDocument(
              viewer,
              { documentName: documentName ?? '', description: fieldValue(part.fields.description) || null },
              file,
            );
        return reply.header('cache-control', 'no-store').send(result);
      } catch (error) {
        if (isDomainError(error)) {
          const status = error.code === 'NOT_FOUND' ? 404 : (STATUS_OF[error.message] ?? 400);
          return fail(reply, status, error.message, error.reason);
        }
        const code = (error as { code?: string; statusCode?: number }).statusCode;
        if (code && code >= 400 && code < 500) return fail(reply, code, m.uploadFailed, 'INVALID_INPUT');
        throw error;
      }
    });
  });
