import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AccessViewer, loadAccessViewer } from '../access/viewer-access.ts';
import type { AppDeps, Viewer } from '../app-deps.ts';
import { batchedReads, type Reads } from '../db/reads.ts';
import { type Features, features } from '../features/index.ts';
import type { Services } from '../services.ts';
import { type GraphQLContext, requireViewer } from './context.ts';

type LoaderFactory = (services: Services, viewerOf: () => Viewer, reads: () => Reads) => unknown;
type WithLoaders = {
  [K in keyof Features]: Features[K] extends { createLoaders: LoaderFactory } ? K : never;
}[keyof Features];

/** Each feature's loaders under its name: `ctx.loaders.learners.learnerById`. */
export type Loaders = { [K in WithLoaders]: ReturnType<Features[K]['createLoaders']> };

const createLoaders = (services: Services, viewerOf: () => Viewer, reads: () => Reads): Loaders => {
  const loaders: Record<string, unknown> = {};
  for (const [name, feature] of Object.entries(features)) {
    if ('createLoaders' in feature) loaders[name] = (feature.createLoaders as LoaderFactory)(services, viewerOf, reads);
  }
  return loaders as Loaders;
};

/** One request's context. Its loaders cache for this request only, so no answer leaks into another. */
export const createGraphQLContext = (
  deps: AppDeps,
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
): GraphQLContext => {
  const viewer = request.viewer;
  let loaders: Loaders | undefined;
  let accessViewer: Promise<AccessViewer | null> | undefined;
  let reads: Reads | undefined;
  const readsOf = () => {
    reads ??= batchedReads(deps.db);
    return reads;
  };
  return {
    deps,
    services,
    viewer,
    request,
    reply,
    // Built on first use: most requests (sign-in, flags) never load a learner.
    get loaders() {
      loaders ??= createLoaders(services, () => requireViewer({ viewer }), readsOf);
      return loaders;
    },
    get reads() {
      return readsOf();
    },
    // However many guarded fields a request asks for, one lookup.
    accessViewer: () => {
      accessViewer ??= viewer ? loadAccessViewer(deps, viewer.instructorId) : Promise.resolve(null);
      return accessViewer;
    },
  };
};
