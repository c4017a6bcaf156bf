import { bookingMessages } from '@portal/domain/calendar';
import { DomainError } from '@portal/domain/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessViewer } from '../access/viewer-access.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Reads } from '../db/reads.ts';
import type { Services } from '../services.ts';
import type { Loaders } from './request-context.ts';

/** The signed-in instructor behind a request, from a valid session cookie. */
export type SessionViewer = { instructorId: string; sessionId: string };

export type GraphQLContext = {
  deps: AppDeps;
  services: Services;
  viewer: SessionViewer | null;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Per-request batching loaders, by feature (built on first use). */
  loaders: Loaders;
  /** This request's reads: those asked for in one turn of the event loop run as one statement (db/reads.ts). */
  reads: Reads;
  /** The signed-in instructor's status and franchises for the access rules: read once per request, on first use. */
  accessViewer: () => Promise<AccessViewer | null>;
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
