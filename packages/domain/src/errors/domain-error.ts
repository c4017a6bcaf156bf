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
  'TIME_OFF_OVERLAP',
  'INSUFFICIENT_HOURS',
  'HOLD_LAPSED',
  'LESSON_ENDED',
  'LESSON_NOT_ACTIVE',
  'ALREADY_CANCELLED',
  'CANCEL_NOT_ALLOWED',
  'REFUND_NOT_ALLOWED',
  'BOOKING_IN_PAST',
  'TEST_CENTRE_NOT_COVERED',
  'MOBILE_MISMATCH',
  'WRONG_ACCESS_CODE',
  'EMAIL_IN_USE',
  'TOO_MANY_REQUESTS',
  'AREA_ALREADY_COVERED',
  'BIO_LIMIT_REACHED',
  'BIO_UNAVAILABLE',
  'VERIFICATION_FAILED',
  'ONBOARDING_SESSION_EXPIRED',
  'BANK_DETAILS_INVALID',
  'DOCUMENT_OUT_OF_ORDER',
  'DOCUMENT_NOT_WAITING',
  'ALREADY_ALLOCATED',
  'SLOT_NOT_FREE',
  'OFFER_CLOSED',
  'INTERNAL',
] as const;
export type ErrorReason = (typeof errorReasons)[number];

export const reasonCodes = {
  NOT_SIGNED_IN: 'UNAUTHENTICATED',
  FEATURE_UNAVAILABLE: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  INVALID_INPUT: 'BAD_USER_INPUT',
  OVERLAP: 'CONFLICT',
  TIME_OFF_OVERLAP: 'CONFLICT',
  INSUFFICIENT_HOURS: 'BAD_USER_INPUT',
  HOLD_LAPSED: 'CONFLICT',
  LESSON_ENDED: 'BAD_USER_INPUT',
  LESSON_NOT_ACTIVE: 'BAD_USER_INPUT',
  ALREADY_CANCELLED: 'BAD_USER_INPUT',
  CANCEL_NOT_ALLOWED: 'BAD_USER_INPUT',
  REFUND_NOT_ALLOWED: 'BAD_USER_INPUT',
  BOOKING_IN_PAST: 'BAD_USER_INPUT',
  TEST_CENTRE_NOT_COVERED: 'BAD_USER_INPUT',
  MOBILE_MISMATCH: 'BAD_USER_INPUT',
  WRONG_ACCESS_CODE: 'BAD_USER_INPUT',
  EMAIL_IN_USE: 'CONFLICT',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
  AREA_ALREADY_COVERED: 'CONFLICT',
  BIO_LIMIT_REACHED: 'RATE_LIMITED',
  BIO_UNAVAILABLE: 'INTERNAL_SERVER_ERROR',
  VERIFICATION_FAILED: 'BAD_USER_INPUT',
  ONBOARDING_SESSION_EXPIRED: 'UNAUTHENTICATED',
  BANK_DETAILS_INVALID: 'BAD_USER_INPUT',
  DOCUMENT_OUT_OF_ORDER: 'CONFLICT',
  DOCUMENT_NOT_WAITING: 'CONFLICT',
  ALREADY_ALLOCATED: 'CONFLICT',
  SLOT_NOT_FREE: 'CONFLICT',
  OFFER_CLOSED: 'CONFLICT',
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
