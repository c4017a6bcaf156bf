import { DomainError } from '@portal/domain/errors';
import type { StaffViewer } from '@portal/domain/office';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What every office resolver is given: the signed-in staff member (or null) and the HTTP exchange. */
export type OfficeContext = {
  staff: StaffViewer | null;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** Every signed-in office operation starts here. */
export const requireStaff = (ctx: Pick<OfficeContext, 'staff'>): StaffViewer => {
  if (!ctx.staff) throw new DomainError('NOT_SIGNED_IN', "You're not signed in.");
  return ctx.staff;
};
