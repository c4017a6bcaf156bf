import { isDomainError } from '@portal/domain/errors';
import { officeAccessMessages, staffMayUse } from '@portal/domain/office';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StaffService } from '../staff/index.ts';
import { STAFF_SESSION_COOKIE } from '../staff/index.ts';
import type { FeesService } from './fees.service.ts';

export const FEE_EXPORT_ROUTE = '/office/api/fees/:kind.csv';

const STATUS_OF: Record<string, number> = {
  NOT_SIGNED_IN: 401,
  FEATURE_UNAVAILABLE: 403,
  NOT_FOUND: 404,
  INVALID_INPUT: 400,
};

const fail = (reply: FastifyReply, status: number, error: string, reason: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ error, reason });

const queryValue = (value: unknown) => (typeof value === 'string' && value.length <= 32 ? value : undefined);

/**
 * GET /office/api/fees/invoices.csv and /office/api/fees/payments.csv ?from=yyyy-MM-dd&to=...&brand=AADS|BSM (a
 * Finance member's session): invoices and credit notes in Xero's sales invoice import columns, or payments as a bank
 * statement, of the member's brands, as an attachment.
 */
export const registerFeeExportRoutes = (
  app: FastifyInstance,
  services: { accounts: FeesService; staff: StaffService },
) => {
  app.get(FEE_EXPORT_ROUTE, async (request, reply) => {
    const staff = await services.staff.viewerOf(request.cookies[STAFF_SESSION_COOKIE]);
    if (!staff || staff.mustSetUpSecondFactor) return fail(reply, 401, "You're not signed in.", 'NOT_SIGNED_IN');
    if (!staffMayUse({ roles: ['Finance'] }, staff))
      return fail(reply, 403, officeAccessMessages.notYourRole, 'FEATURE_UNAVAILABLE');
    const { kind } = request.params as { kind: string };
    if (kind !== 'invoices' && kind !== 'payments') return fail(reply, 404, 'Not found', 'NOT_FOUND');
    const query = request.query as Record<string, unknown>;
    const input = { from: queryValue(query.from), to: queryValue(query.to), brand: queryValue(query.brand) };
    try {
      const csv =
        kind === 'invoices'
          ? await services.accounts.exportInvoicesCsv(staff, input)
          : await services.accounts.exportPaymentsCsv(staff, input);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="fee-${kind}.csv"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return fail(reply, STATUS_OF[error.reason] ?? 400, error.message, error.reason);
    }
  });
};
