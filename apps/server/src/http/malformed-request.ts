import type { FastifyReply, FastifyRequest } from 'fastify';

type ErrorLike = { code?: unknown; statusCode?: unknown; validation?: unknown; errors?: unknown };

const messages: Record<number, string> = {
  400: 'The request body must be one JSON object with a GraphQL query',
  413: 'The request body is too large',
  415: 'Send the request as application/json',
};

const isSchemaError = (error: unknown): boolean => !!(error as ErrorLike | null)?.validation;

/**
 * The 4xx status a malformed HTTP request deserves, or null for any other error: Fastify's body parsing
 * (invalid or empty JSON, a `__proto__` key, too large, an unsupported type, a bad length) and the route's
 * body schema (an array, a string, null...), which mercurius wraps in its own validation error.
 */
export const malformedRequestStatus = (error: unknown): number | null => {
  const e = error as ErrorLike | null;
  if (!e || typeof e !== 'object') return null;
  const status = typeof e.statusCode === 'number' ? e.statusCode : 0;
  if (typeof e.code === 'string' && e.code.startsWith('FST_ERR_CTP_') && status >= 400 && status < 500) {
    return status;
  }
  if (isSchemaError(e)) return 400;
  const inner = Array.isArray(e.errors) ? e.errors : [];
  return inner.length > 0 && inner.every(isSchemaError) ? 400 : null;
};

const isOptional = (value: unknown, type: 'string' | 'object') =>
  value === undefined || value === null || (typeof value === type && !Array.isArray(value));

/**
 * A GraphQL POST body whose fields have the wrong type (`{"query":1}`, `"operationName":5`, `"variables":[]`,
 * `"extensions":"x"`): 400, as the client's fault, before the GraphQL server reads it.
 */
export const hasMalformedGraphQLFields = (body: unknown): boolean => {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false; // refused by the schema
  const { query, operationName, variables, extensions } = body as Record<string, unknown>;
  return !(
    isOptional(query, 'string') &&
    isOptional(operationName, 'string') &&
    isOptional(variables, 'object') &&
    isOptional(extensions, 'object')
  );
};

/** Answers with the status and a GraphQL-shaped error; logged as info with the reason only (no stack). */
export const refuseMalformedRequest = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  error: unknown,
) => {
  const reason = (error as ErrorLike).code ?? 'FST_ERR_VALIDATION';
  request.log.info({ statusCode: status, reason }, 'malformed request refused');
  return reply.code(status).send({
    data: null,
    errors: [
      {
        message: messages[status] ?? 'Malformed request',
        extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT' },
      },
    ],
  });
};
