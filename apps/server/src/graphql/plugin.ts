import { MAX_UPLOAD_BYTES } from '@portal/domain/details';
import type { StaffViewer } from '@portal/domain/office';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ExecutionResult, GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import mercurius from 'mercurius';
import { mercuriusUpload } from 'mercurius-upload';
import type { AppDeps } from '../app-deps.ts';
import type { Resolvers } from '../generated/graphql.ts';
import type { Resolvers as OfficeResolvers } from '../generated/office-graphql.ts';
import { officeTypeDefs } from '../generated/office-type-defs.ts';
import { typeDefs } from '../generated/type-defs.ts';
import {
  hasMalformedGraphQLFields,
  malformedRequestStatus,
  refuseMalformedRequest,
} from '../http/malformed-request.ts';
import { beforeExecution } from './before-execution.ts';
import type { GraphQLContext, SessionViewer } from './context.ts';
import { formatGraphQLError } from './errors.ts';
import { expandedDocumentLimits } from './limits.ts';
import type { OfficeContext } from './office-context.ts';
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

/** One GraphQL door: its path, schema, resolvers and per-request context; errors and limits as every door's. */
type Door = {
  path: string;
  typeDefs: string;
  resolvers: object;
  context: (request: FastifyRequest, reply: FastifyReply) => object | Promise<object>;
  persistedQueryProvider?: ReturnType<typeof persistedQueryProvider>;
};

const registerDoor = async (app: FastifyInstance, deps: AppDeps, door: Door) => {
  const production = deps.config.NODE_ENV === 'production';
  const formatErrors = (execution: ExecutionResult, ctx: ErrorContext) => {
    const log = ctx.reply?.log ?? app.log;
    const flat = (execution.errors ?? []).flatMap((error) => {
      const nested = (error.originalError as { errors?: unknown[] } | undefined)?.errors;
      return Array.isArray(nested) ? nested.map(toGraphQLError) : [error];
    });
    const errors = flat.map((error) => formatGraphQLError(error, log));
    for (const error of errors) {
      app.metrics.graphqlErrors.inc({ door: door.path, code: String(error.extensions?.code ?? 'UNKNOWN') });
    }
    const statusCode = execution.data ? 200 : ((execution as { statusCode?: number }).statusCode ?? 200);
    return { statusCode, response: { data: execution.data ?? null, errors } };
  };
  // A body of the right shape but fields of the wrong type (`{"query":1}`): 400, never an internal error.
  // Callback style: no promise for the requests that pass (all but the malformed, which are answered here).
  app.addHook('preValidation', (request, reply, done) => {
    if (
      request.method === 'POST' &&
      request.routeOptions.url === door.path &&
      hasMalformedGraphQLFields(request.body)
    ) {
      refuseMalformedRequest(request, reply, 400, { code: 'FST_ERR_VALIDATION' });
      return;
    }
    done();
  });
  await app.register(mercurius, {
    schema: door.typeDefs,
    resolvers: door.resolvers as never,
    path: door.path,
    jit: 1,
    allowBatchedQueries: false,
    graphiql: false,
    ide: false,
    // Depth, aliases and cost are counted by expandedDocumentLimits, with fragments written out.
    // Introspection off in production: the apps ship their operations; nobody needs the schema.
    validationRules: production ? [expandedDocumentLimits, NoSchemaIntrospectionCustomRule] : [expandedDocumentLimits],
    ...(door.persistedQueryProvider ? { persistedQueryProvider: door.persistedQueryProvider } : {}),
    context: door.context,
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
  app.graphql.addHook('preExecution', beforeExecution);
};

/** The portal's door, /graphql: instructors, their session cookie, the web app's persisted operations. */
export const registerGraphQL = async (app: FastifyInstance, deps: AppDeps, resolvers: Resolvers) => {
  // GraphQL multipart requests (spec 4's document uploads): the file parts become the Upload scalar's values.
  // Registered after every feature's routes, so the REST upload's own multipart parser is not disturbed.
  await app.register(mercuriusUpload, { maxFileSize: MAX_UPLOAD_BYTES, maxFiles: 1, maxFieldSize: 100_000 });
  await registerDoor(app, deps, {
    path: '/graphql',
    typeDefs,
    resolvers,
    context: (request, reply): GraphQLContext => createGraphQLContext(deps, request, reply),
    persistedQueryProvider: persistedQueryProvider(loadPersistedDocuments(), deps.config.PERSISTED_QUERIES_ONLY),
  });
};

/**
 * The office's door, /office/graphql: its own schema (`*.office.graphql`) and the staff member of the office's
 * own session cookie. Registered in a scope of its own, so neither door's schema or hooks reach the other.
 */
export const registerOfficeGraphQL = (
  app: FastifyInstance,
  deps: AppDeps,
  resolvers: OfficeResolvers,
  staffOf: (request: FastifyRequest) => Promise<StaffViewer | null>,
) =>
  app.register(async (scope) => {
    await registerDoor(scope, deps, {
      path: '/office/graphql',
      typeDefs: officeTypeDefs,
      resolvers,
      context: async (request, reply): Promise<OfficeContext> => ({ staff: await staffOf(request), request, reply }),
    });
  });
