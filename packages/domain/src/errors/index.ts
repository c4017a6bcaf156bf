/** Codes a service may raise; resolvers map them 1:1 to GraphQL `extensions.code`. */
export const errorCodes = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * Why an operation failed, sent as `extensions.reason` beside the code. Each reason has exactly one code
 * (`reasonCodes`), and the web maps every reason to the spec's words in one exhaustive table, so a new
 * reason cannot go unmapped on either side: the compiler says so.
 */
export const errorReasons = [
  'NOT_SIGNED_IN',
  'FEATURE_UNAVAILABLE',
  'NOT_FOUND',
  'INVALID_INPUT',
  'OVERLAP',
  'INSUFFICIENT_HOURS',
  'HOLD_LAPSED',
  'LESSON_ENDED',
  'LESSON_NOT_ACTIVE',
  'ALREADY_CANCELLED',
  'CANCEL_NOT_ALLOWED',
  'REFUND_NOT_ALLOWED',
  'BOOKING_IN_PAST',
  'MOBILE_MISMATCH',
  'WRONG_ACCESS_CODE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
] as const;
export type ErrorReason = (typeof errorReasons)[number];

export const reasonCodes = {
  NOT_SIGNED_IN: 'UNAUTHENTICATED',
  FEATURE_UNAVAILABLE: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  INVALID_INPUT: 'BAD_USER_INPUT',
  OVERLAP: 'CONFLICT',
  INSUFFICIENT_HOURS: 'BAD_USER_INPUT',
  HOLD_LAPSED: 'CONFLICT',
  LESSON_ENDED: 'BAD_USER_INPUT',
  LESSON_NOT_ACTIVE: 'BAD_USER_INPUT',
  ALREADY_CANCELLED: 'BAD_USER_INPUT',
  CANCEL_NOT_ALLOWED: 'BAD_USER_INPUT',
  REFUND_NOT_ALLOWED: 'BAD_USER_INPUT',
  BOOKING_IN_PAST: 'BAD_USER_INPUT',
  MOBILE_MISMATCH: 'BAD_USER_INPUT',
  WRONG_ACCESS_CODE: 'BAD_USER_INPUT',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
} as const satisfies Record<ErrorReason, ErrorCode>;

/**
 * An expected failure with a message that is safe to show to the user. `details` may name the `field`
 * a validation message belongs to.
 */
export class DomainError extends Error {
  readonly reason: ErrorReason;
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(reason: ErrorReason, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'DomainError';
    this.reason = reason;
    this.code = reasonCodes[reason];
    this.details = details;
  }
}

export const isDomainError = (value: unknown): value is DomainError => value instanceof DomainError;

/** Spec 1 §7: errors are typed by their extension code, else UNKNOWN. */
export const errorTypeOf = (code: unknown): ErrorCode | 'UNKNOWN' =>
  typeof code === 'string' && (errorCodes as readonly string[]).includes(code) ? (code as ErrorCode) : 'UNKNOWN';

/** The reason an answer carries, else null (a network failure, or an error from outside the services). */
export const errorReasonOf = (reason: unknown): ErrorReason | null =>
  typeof reason === 'string' && (errorReasons as readonly string[]).includes(reason) ? (reason as ErrorReason) : null;

export * from './parse-command.ts';
