import type { FastifyInstance } from 'fastify';
import { type ExecutionResult, GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import mercurius from 'mercurius';
import type { AppDeps } from '../app-deps.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { typeDefs } from '../generated/type-defs.ts';
import {
  hasMalformedGraphQLFields,
  malformedRequestStatus,
  refuseMalformedRequest,
} from '../http/malformed-request.ts';
import type { GraphQLContext, SessionViewer } from './context.ts';
import { formatGraphQLError } from './errors.ts';
import { expandedDocumentLimits } from './limits.ts';
import { refuseNulCharacters } from './nul-characters.ts';
import { selectRequestedOperation } from './operation-name.ts';
import { loadPersistedDocuments, persistedQueryProvider } from './persisted.ts';
import { createGraphQLContext } from './request-context.ts';

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

type ErrorContext = { reply?: { log: FastifyInstance['log'] } };

export const registerGraphQL = async (app: FastifyInstance, deps: AppDeps, resolvers: Resolvers) => {
  const production = deps.config.NODE_ENV === 'production';
  const formatErrors = (execution: ExecutionResult, ctx: ErrorContext) => {
    const log = ctx.reply?.log ?? app.log;
    const flat = (execution.errors ?? []).flatMap((error) => {
      const nested = (error.originalError as { errors?: unknown[] } | undefined)?.errors;
      return Array.isArray(nested) ? nested.map(toGraphQLError) : [error];
    });
    const errors = flat.map((error) => formatGraphQLError(error, log));
    const statusCode = execution.data ? 200 : ((execution as { statusCode?: number }).statusCode ?? 200);
    return { statusCode, response: { data: execution.data ?? null, errors } };
  };
  // A body of the right shape but fields of the wrong type (`{"query":1}`): 400, never an internal error.
  app.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.url !== '/graphql') return;
    if (hasMalformedGraphQLFields(request.body)) {
      refuseMalformedRequest(request, reply, 400, { code: 'FST_ERR_VALIDATION' });
      return reply;
    }
  });
  await app.register(mercurius, {
    schema: typeDefs,
    resolvers: resolvers as never,
    path: '/graphql',
    jit: 1,
    allowBatchedQueries: false,
    graphiql: false,
    ide: false,
    // Depth, aliases and cost are counted by expandedDocumentLimits, with fragments written out.
    // Introspection off in production: the web app ships its operations; nobody needs the schema.
    validationRules: production ? [expandedDocumentLimits, NoSchemaIntrospectionCustomRule] : [expandedDocumentLimits],
    persistedQueryProvider: persistedQueryProvider(loadPersistedDocuments(), deps.config.PERSISTED_QUERIES_ONLY),
    context: (request, reply): GraphQLContext => createGraphQLContext(deps, request, reply),
    errorFormatter: (execution, ctx) => formatErrors(execution, ctx as ErrorContext),
    // A malformed HTTP request (bad JSON, wrong body shape, too large) is the client's fault: its 4xx, no stack.
    errorHandler: async (error, request, reply) => {
      const status = malformedRequestStatus(error);
      if (status !== null) {
        refuseMalformedRequest(request, reply, status, error);
        return;
      }
      const { statusCode, response } = formatErrors({ errors: [toGraphQLError(error)] }, { reply });
      reply.code(statusCode).send(response);
    },
  });
  app.graphql.addHook('preExecution', selectRequestedOperation);
  app.graphql.addHook('preExecution', refuseNulCharacters);
};
