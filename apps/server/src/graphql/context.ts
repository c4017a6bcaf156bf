import { bookingMessages } from '@portal/domain/calendar';
import { DomainError } from '@portal/domain/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ViewerFacts } from '../access/viewer-facts.ts';

/** The signed-in instructor behind a request, from a valid session cookie. */
export type SessionViewer = { instructorId: string; sessionId: string };

/**
 * What every resolver is given: who is asking and the HTTP exchange. Services come to a feature's resolvers
 * from its entry (features/<f>/index.ts), not from here.
 */
export type GraphQLContext = {
  viewer: SessionViewer | null;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in instructor's facts (status, franchises, record): read once per request, on first use. */
  viewerFacts: () => Promise<ViewerFacts | null>;
};

/** Every signed-in operation starts here: no session, no data. */
export const requireViewer = (ctx: Pick<GraphQLContext, 'viewer'>): SessionViewer => {
  if (!ctx.viewer) throw new DomainError('NOT_SIGNED_IN', "You're not signed in.");
  return ctx.viewer;
};

/** An instructor named by id, or a field of one: only ever the viewer's own; any other id is not found. */
export const requireOwnInstructor = (ctx: Pick<GraphQLContext, 'viewer'>, instructorId: string): SessionViewer => {
  const viewer = requireViewer(ctx);
  if (viewer.instructorId !== instructorId) throw new DomainError('NOT_FOUND', bookingMessages.instructorNotFound);
  return viewer;
};
