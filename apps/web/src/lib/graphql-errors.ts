import { type ErrorCode, errorTypeOf } from '@portal/domain/errors';
import type { CombinedError } from 'urql';

export type ErrorType = ErrorCode | 'UNKNOWN';

/** Spec 1 §7: the error type comes from the first error's extension code, else UNKNOWN (network errors too). */
export const errorTypeOfResult = (error: CombinedError | undefined): ErrorType =>
  errorTypeOf(error?.graphQLErrors[0]?.extensions?.code);

/** The spec's message for an error type, or the fallback. */
export const messageForError = (
  error: CombinedError | undefined,
  messages: Partial<Record<ErrorType, string>>,
  fallback: string,
): string => messages[errorTypeOfResult(error)] ?? fallback;
