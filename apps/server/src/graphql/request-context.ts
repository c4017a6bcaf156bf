import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ViewerFacts } from '../access/viewer-facts.ts';
import type { AppDeps } from '../app-deps.ts';
import type { GraphQLContext } from './context.ts';

/** One request's context: the viewer's facts are read at most once for it, however many fields ask. */
export const createGraphQLContext = (
  deps: Pick<AppDeps, 'viewers'>,
  request: FastifyRequest,
  reply: FastifyReply,
): GraphQLContext => {
  const viewer = request.viewer;
  let facts: Promise<ViewerFacts | null> | undefined;
  return {
    viewer,
    request,
    reply,
    viewerFacts: () => {
      facts ??= viewer ? deps.viewers.load(viewer.instructorId) : Promise.resolve(null);
      return facts;
    },
  };
};
