import { DomainError } from '@portal/domain/errors';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { formatGraphQLError } from './errors.ts';

const log = () => ({ error: vi.fn() }) as unknown as Parameters<typeof formatGraphQLError>[1];
const thrown = (cause: Error) => new GraphQLError(cause.message, { originalError: cause, path: ['field'] });

describe('formatGraphQLError', () => {
  it('sends a domain error with its code, its reason and its details', () => {
    const error = new DomainError('REFUND_NOT_ALLOWED', 'No refund', { field: 'refundLearner', code: 'spoofed' });
    expect(formatGraphQLError(thrown(error), log())).toEqual({
      message: 'No refund',
      path: ['field'],
      locations: undefined,
      extensions: { code: 'BAD_USER_INPUT', reason: 'REFUND_NOT_ALLOWED', field: 'refundLearner' },
    });
  });

  it('gives a malformed request BAD_USER_INPUT and INVALID_INPUT', () => {
    const formatted = formatGraphQLError(new GraphQLError('Cannot query field "x" on type "Query".'), log());
    expect(formatted.extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT' });
    expect(formatted.message).toBe('Cannot query field "x" on type "Query".');
  });

  it('gives an error raised with a code outside the services the reason of that code', () => {
    const limit = new GraphQLError('Too many aliases', { extensions: { code: 'BAD_USER_INPUT' } });
    expect(formatGraphQLError(limit, log()).extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT' });
    const odd = new GraphQLError('Odd', { extensions: { code: 'SOMETHING_ELSE' } });
    expect(formatGraphQLError(odd, log()).extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT' });
  });

  it('masks anything else as INTERNAL, logged in full, with no stack or message sent', () => {
    const logger = log();
    const formatted = formatGraphQLError(thrown(new Error('relation "x" does not exist')), logger);
    expect(formatted).toEqual({
      message: 'Something went wrong, please try again later.',
      path: ['field'],
      locations: undefined,
      extensions: { code: 'INTERNAL_SERVER_ERROR', reason: 'INTERNAL' },
    });
    expect(JSON.stringify(formatted)).not.toMatch(/relation|at /);
    expect(logger.error).toHaveBeenCalledOnce();
  });
});
