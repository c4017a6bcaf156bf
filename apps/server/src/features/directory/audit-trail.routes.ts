import { isDomainError } from '@portal/domain/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { STAFF_SESSION_COOKIE } from '../staff/index.ts';
import type { DirectoryFeatureServices } from './directory-services.ts';

export const AUDIT_CSV_ROUTE = '/office/api/audit-trail.csv';

const STATUS_OF: Record<string, number> = {
  NOT_SIGNED_IN: 401,
  FEATURE_UNAVAILABLE: 403,
  NOT_FOUND: 404,
  INVALID_INPUT: 400,
};

const fail = (reply: FastifyReply, status: number, error: string, reason: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ error, reason });

const queryValue = (value: unknown) => (typeof value === 'string' && value.length <= 64 ? value : undefined);

/**
 * GET /office/api/audit-trail.csv?instructorId=... | ?staffId=... (a staff session only, under the office cookie's
 * path): the trail as CSV, as an attachment. An instructor's for any member who sees them (another brand's: 404),
 * a staff member's for an Admin.
 */
export const registerAuditCsvRoute = (app: FastifyInstance, services: DirectoryFeatureServices) => {
  app.get(AUDIT_CSV_ROUTE, async (request, reply) => {
    const staff = await services.staff.viewerOf(request.cookies[STAFF_SESSION_COOKIE]);
    if (!staff) return fail(reply, 401, "You're not signed in.", 'NOT_SIGNED_IN');
    const query = request.query as Record<string, unknown>;
    const filter = { instructorId: queryValue(query.instructorId), staffId: queryValue(query.staffId) };
    try {
      const csv = await services.directory.exportTrailCsv(staff, filter);
      const name = filter.instructorId ? `instructor-${filter.instructorId}` : `staff-${filter.staffId}`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-trail-${name}.csv"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return fail(reply, STATUS_OF[error.reason] ?? 400, error.message, error.reason);
    }
  });
};
