import { type ErrorCode, isDomainError } from '@portal/domain/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';

const INTERNAL_MESSAGE = 'Something went wrong, please try again later.';

/** Unwraps mercurius/graphql-jit wrapping to the error the resolver threw. */
const rootCause = (error: unknown): unknown => {
  let current = error;
  for (let i = 0; i < 5; i++) {
    const next = (current as { originalError?: unknown } | null)?.originalError;
    if (!next || next === current) break;
    current = next;
  }
  return current;
};

/**
 * Masks every error: domain errors keep their safe message and code; GraphQL validation errors
 * keep their message as BAD_USER_INPUT; anything else becomes a generic message, logged in full.
 */
export const formatGraphQLError = (error: GraphQLError, log: FastifyBaseLogger): GraphQLFormattedError => {
  const cause = rootCause(error);
  const base = { locations: error.locations, path: error.path };
  if (isDomainError(cause)) {
    return {
      ...base,
      message: cause.message,
      extensions: { code: cause.code, reason: cause.reason, ...(cause.details ?? {}) },
    };
  }
  const presetCode = (cause as { extensions?: { code?: unknown } } | null)?.extensions?.code ?? error.extensions?.code;
  if (typeof presetCode === 'string' && presetCode !== 'INTERNAL_SERVER_ERROR') {
    return { ...base, message: error.message, extensions: { code: presetCode as ErrorCode } };
  }
  const causeCode = (cause as { code?: unknown } | null)?.code;
  const isRequestError = typeof causeCode === 'string' && causeCode.startsWith('MER_ERR_');
  if (!error.originalError || (cause as Error | null)?.name === 'GraphQLError' || isRequestError) {
    // Parse/validation/variable coercion/persisted-query errors: the request was malformed.
    return { ...base, message: error.message, extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT' } };
  }
  log.error({ err: cause }, 'unexpected GraphQL resolver error');
  return { ...base, message: INTERNAL_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR', reason: 'INTERNAL' } };
};
