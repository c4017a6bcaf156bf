import { isDomainError } from '@portal/domain/errors';
import { ENROLMENT_ACCESS, staffMayUse } from '@portal/domain/office';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { sendBlob } from '../../lib/blob/download.ts';
import { STAFF_SESSION_COOKIE, type StaffService } from '../staff/index.ts';
import { ENROLMENT_FILES_ROUTE } from './enrolment.service.ts';
import type { OnboardingService } from './onboarding.service.ts';

const fail = (reply: FastifyReply, status: number, error: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ error });

/**
 * GET /office/api/enrolments/{agreementId}/{kind}.pdf (a staff session, Admin or Allocations, the agreement's
 * brand in scope): a document exactly as the franchisee accepted it, shown in the browser.
 */
export const registerEnrolmentFiles = (
  app: FastifyInstance,
  deps: AppDeps,
  services: { onboarding: OnboardingService; staff: Pick<StaffService, 'viewerOf'> },
) => {
  app.get<{ Params: { agreementId: string; file: string } }>(
    `${ENROLMENT_FILES_ROUTE}/:agreementId/:file`,
    async (request, reply) => {
      const staff = await services.staff.viewerOf(request.cookies[STAFF_SESSION_COOKIE]);
      if (!staff) return fail(reply, 401, "You're not signed in.");
      if (!staffMayUse(ENROLMENT_ACCESS, staff)) return fail(reply, 403, 'Not your office role');
      const kind = request.params.file.replace(/\.pdf$/, '');
      try {
        const file = await services.onboarding.signedEnrolmentDocument(staff, request.params.agreementId, kind);
        const blob = await deps.blobs.get(file.key);
        if (!blob) return fail(reply, 404, 'Not Found');
        return sendBlob(reply, blob, { filename: file.filename, disposition: 'inline' });
      } catch (error) {
        if (isDomainError(error) && error.reason === 'NOT_FOUND') return fail(reply, 404, 'Not Found');
        throw error;
      }
    },
  );
};
