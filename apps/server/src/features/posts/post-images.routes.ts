import multipart from '@fastify/multipart';
import { isDomainError } from '@portal/domain/errors';
import { type OfficeAccessRule, officeAccessMessages, staffMayUse } from '@portal/domain/office';
import { officePostMessages as m, POST_IMAGE_MAX_BYTES } from '@portal/domain/posts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { StaffService } from '../staff/index.ts';
import { STAFF_SESSION_COOKIE } from '../staff/index.ts';
import { postImageKey } from './posts.office.ts';
import type { PostsService } from './posts.service.ts';

export const POST_IMAGE_UPLOAD_ROUTE = '/office/api/post-images';
export const POST_IMAGE_ROUTE = '/api/post-images/:id';

const fail = (reply: FastifyReply, status: number, error: string, reason: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ error, reason });

/**
 * POST /office/api/post-images (a Content member's office session; multipart, one `file` of at most 5 MB, its type
 * decided from its bytes): answers { id, url }. GET /api/post-images/{id}: the image, to anyone (a post's images are public
 * like the post to its brand; the id is random), cached for good since it never changes.
 */
export const registerPostImageRoutes = (
  app: FastifyInstance,
  deps: Pick<AppDeps, 'blobs'>,
  services: { posts: PostsService; staff: StaffService },
  rule: OfficeAccessRule,
) =>
  app.register(async (scope) => {
    // The GraphQL door's multipart parser (mercurius-upload) is not this route's.
    if (scope.hasContentTypeParser('multipart/form-data')) scope.removeContentTypeParser('multipart/form-data');
    await scope.register(multipart, {
      limits: { fileSize: POST_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    });
    scope.post(POST_IMAGE_UPLOAD_ROUTE, async (request, reply) => {
      const staff = await services.staff.viewerOf(request.cookies[STAFF_SESSION_COOKIE]);
      if (!staff) return fail(reply, 401, "You're not signed in.", 'NOT_SIGNED_IN');
      if (!staffMayUse(rule, staff)) return fail(reply, 403, officeAccessMessages.notYourRole, 'FEATURE_UNAVAILABLE');
      if (!request.isMultipart()) return fail(reply, 415, m.imageEmpty, 'INVALID_INPUT');
      try {
        const part = await request.file();
        if (part?.fieldname !== 'file') return fail(reply, 400, m.imageEmpty, 'INVALID_INPUT');
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            return fail(reply, 413, m.imageTooLarge, 'INVALID_INPUT');
          }
          throw error;
        }
        return reply.header('cache-control', 'no-store').send(await services.posts.uploadPostImage(staff, bytes));
      } catch (error) {
        if (isDomainError(error)) return fail(reply, 400, error.message, error.reason);
        const code = (error as { statusCode?: number }).statusCode;
        if (code && code >= 400 && code < 500) return fail(reply, code, m.imageEmpty, 'INVALID_INPUT');
        throw error;
      }
    });
    scope.get<{ Params: { id: string } }>(POST_IMAGE_ROUTE, async (request, reply) => {
      const { id } = request.params;
      const blob = isUuid(id) ? await deps.blobs.get(postImageKey(id)) : null;
      if (!blob) return fail(reply, 404, 'Not Found', 'NOT_FOUND');
      return reply
        .header('content-type', blob.contentType)
        .header('content-length', String(blob.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(blob.stream);
    });
  });
