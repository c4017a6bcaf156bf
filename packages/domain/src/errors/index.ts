/** Codes a service may raise; resolvers map them 1:1 to GraphQL `extensions.code`. */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'INTERNAL_SERVER_ERROR';

export const errorCodes: readonly ErrorCode[] = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL_SERVER_ERROR',
];

/** An expected failure with a message that is safe to show to the user. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

export const isDomainError = (value: unknown): value is DomainError => value instanceof DomainError;

/** Spec 1 §7: errors are typed by their extension code, else UNKNOWN. */
export const errorTypeOf = (code: unknown): ErrorCode | 'UNKNOWN' =>
  typeof code === 'string' && (errorCodes as readonly string[]).includes(code) ? (code as ErrorCode) : 'UNKNOWN';
