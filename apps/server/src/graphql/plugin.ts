import type { FastifyInstance } from 'fastify';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import mercurius from 'mercurius';
import type { AppDeps } from '../app-deps.ts';
import { typeDefs } from '../generated/type-defs.ts';
import type { Services } from '../services.ts';
import type { GraphQLContext, SessionViewer } from './context.ts';
import { formatGraphQLError } from './errors.ts';
import { aliasAndCostLimit, MAX_DEPTH, singleUseFieldLimit } from './limits.ts';
import { loadPersistedDocuments, persistedQueryProvider } from './persisted.ts';
import { createGraphQLContext } from './request-context.ts';
import { resolvers } from './resolvers.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: SessionViewer | null;
  }
}

const toGraphQLError = (error: unknown): GraphQLError =>
  error instanceof GraphQLError
    ? error
    : new GraphQLError((error as Error).message, {
        originalError: error as Error,
        extensions: (error as { extensions?: Record<string, unknown> }).extensions,
      });

export const registerGraphQL = async (app: FastifyInstance, deps: AppDeps, services: Services) => {
  const production = deps.config.NODE_ENV === 'production';
  await app.register(mercurius, {
    schema: typeDefs,
    resolvers: resolvers as never,
    path: '/graphql',
    jit: 1,
    allowBatchedQueries: false,
    graphiql: false,
    ide: false,
    queryDepth: MAX_DEPTH,
    // Introspection off in production: the web app ships its operations; nobody needs the schema.
    validationRules: production
      ? [aliasAndCostLimit, singleUseFieldLimit, NoSchemaIntrospectionCustomRule]
      : [aliasAndCostLimit, singleUseFieldLimit],
    persistedQueryProvider: persistedQueryProvider(loadPersistedDocuments(), deps.config.PERSISTED_QUERIES_ONLY),
    context: (request, reply): GraphQLContext => createGraphQLContext(deps, services, request, reply),
    errorFormatter: (execution, ctx) => {
      const log = (ctx as { reply?: { log: FastifyInstance['log'] } }).reply?.log ?? app.log;
      const flat = (execution.errors ?? []).flatMap((error) => {
        const nested = (error.originalError as { errors?: unknown[] } | undefined)?.errors;
        return Array.isArray(nested) ? nested.map(toGraphQLError) : [error];
      });
      const errors = flat.map((error) => formatGraphQLError(error, log));
      const statusCode = execution.data ? 200 : ((execution as { statusCode?: number }).statusCode ?? 200);
      return { statusCode, response: { data: execution.data ?? null, errors } };
    },
  });
};
