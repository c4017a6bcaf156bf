import { type ErrorCode, type ErrorReason, isDomainError } from '@portal/domain/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';

const INTERNAL_MESSAGE = 'Something went wrong, please try again later.';

/** Errors raised outside the services with a code already set (e.g. the query limits): the reason each means. */
const requestReasons: Partial<Record<ErrorCode, ErrorReason>> = {
  BAD_USER_INPUT: 'INVALID_INPUT',
  UNAUTHENTICATED: 'NOT_SIGNED_IN',
  FORBIDDEN: 'FEATURE_UNAVAILABLE',
  NOT_FOUND: 'NOT_FOUND',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
};
const invalidRequest = { code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT' } as const;

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
 * Masks every error: domain errors keep their safe message, code and reason; GraphQL validation errors
 * keep their message as BAD_USER_INPUT / INVALID_INPUT; anything else becomes a generic message with
 * INTERNAL_SERVER_ERROR / INTERNAL, logged in full (never a stack to the client).
 */
export const formatGraphQLError = (error: GraphQLError, log: FastifyBaseLogger): GraphQLFormattedError => {
  const cause = rootCause(error);
  const base = { locations: error.locations, path: error.path };
  if (isDomainError(cause)) {
    return {
      ...base,
      message: cause.message,
      // Details (e.g. `field`) never override the code or the reason.
      extensions: { ...(cause.details ?? {}), code: cause.code, reason: cause.reason },
    };
  }
  const presetCode = (cause as { extensions?: { code?: unknown } } | null)?.extensions?.code ?? error.extensions?.code;
  if (typeof presetCode === 'string' && presetCode !== 'INTERNAL_SERVER_ERROR') {
    const reason = requestReasons[presetCode as ErrorCode];
    const extensions = reason ? { code: presetCode, reason } : invalidRequest;
    return { ...base, message: error.message, extensions };
  }
  const causeCode = (cause as { code?: unknown } | null)?.code;
  const isRequestError = typeof causeCode === 'string' && causeCode.startsWith('MER_ERR_');
  if (!error.originalError || (cause as Error | null)?.name === 'GraphQLError' || isRequestError) {
    // Parse/validation/variable coercion/persisted-query errors: the request was malformed.
    return { ...base, message: error.message, extensions: invalidRequest };
  }
  log.error({ err: cause }, 'unexpected GraphQL resolver error');
  return { ...base, message: INTERNAL_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR', reason: 'INTERNAL' } };
};
