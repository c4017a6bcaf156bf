import { DomainError } from '@portal/domain/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import type { Services } from '../services.ts';

/** The signed-in instructor behind a request, from a valid session cookie. */
export type SessionViewer = { instructorId: string; sessionId: string };

export type GraphQLContext = {
  deps: AppDeps;
  services: Services;
  viewer: SessionViewer | null;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** Every signed-in operation starts here: no session, no data. */
export const requireViewer = (ctx: Pick<GraphQLContext, 'viewer'>): SessionViewer => {
  if (!ctx.viewer) throw new DomainError('NOT_SIGNED_IN', "You're not signed in.");
  return ctx.viewer;
};
