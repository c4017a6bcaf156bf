import { bookingMessages } from '@portal/domain/calendar';
import { type ErrorReason, errorReasonOf } from '@portal/domain/errors';
import { identityMessages } from '@portal/domain/identity';
import { onboardingMessages } from '@portal/domain/onboarding';
import { profileMessages } from '@portal/domain/profile';
import type { CombinedError } from 'urql';

/** Spec 2 §8: a network error shows no server text; we still tell the user nothing was saved. */
export const OFFLINE_MESSAGE = "We couldn't reach the server, so nothing was saved. Check your signal and try again.";

/** No connection at all (the browser knows it is offline): a change cannot even be sent. */
export const NO_CONNECTION_MESSAGE =
  "You're offline, so nothing was sent. Changes need a connection: try again when you have signal.";

/** The browser says it has no connection. */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** What the server said, and the spec's failure words of the step that failed, when it has its own. */
type Said = { sent: string; step: string | undefined };
type Telling = (said: Said) => string;

/** The domain's own message, as the server sent it (validation, not found, ...). */
const asSent: Telling = ({ sent }) => sent;
/** A failure the spec has no words for: the step's own failure words if it has them, else the server's. */
const stepOrSent: Telling = ({ sent, step }) => step ?? sent;
const always =
  (text: string): Telling =>
  () =>
    text;

/**
 * Every reason the server gives (`extensions.reason`), mapped once to what the user sees. Exhaustive: a new
 * reason does not compile until it is mapped here.
 */
const reasonMessages: Record<ErrorReason, Telling> = {
  NOT_SIGNED_IN: asSent,
  FEATURE_UNAVAILABLE: asSent,
  NOT_FOUND: asSent,
  INVALID_INPUT: asSent,
  // Spec 2 §8: the overlap has its own toast text.
  OVERLAP: always(bookingMessages.overlapToast),
  // Issue 23 defect 10: time off names its clash in its own words (the domain's timeOffMessages.overlap).
  TIME_OFF_OVERLAP: asSent,
  INSUFFICIENT_HOURS: asSent,
  HOLD_LAPSED: asSent,
  LESSON_ENDED: asSent,
  LESSON_NOT_ACTIVE: asSent,
  ALREADY_CANCELLED: asSent,
  CANCEL_NOT_ALLOWED: asSent,
  REFUND_NOT_ALLOWED: asSent,
  BOOKING_IN_PAST: asSent,
  TEST_CENTRE_NOT_COVERED: asSent,
  // Spec 1 §8: the identity screens' own words.
  MOBILE_MISMATCH: always(identityMessages.mobileMismatch),
  WRONG_ACCESS_CODE: always(identityMessages.wrongAccessCode),
  // Spec 3 §5: the new-learner form's email check.
  EMAIL_IN_USE: asSent,
  TOO_MANY_REQUESTS: always(identityMessages.tryAgainLater),
  AREA_ALREADY_COVERED: asSent,
  BIO_LIMIT_REACHED: always(profileMessages.bioLimit),
  BIO_UNAVAILABLE: always(profileMessages.bioFailed),
  // Spec 1 §8: onboarding's own words.
  VERIFICATION_FAILED: always(onboardingMessages.verificationFailed),
  ONBOARDING_SESSION_EXPIRED: always(onboardingMessages.sessionExpired),
  BANK_DETAILS_INVALID: asSent,
  DOCUMENT_OUT_OF_ORDER: asSent,
  DOCUMENT_NOT_WAITING: asSent,
  ALREADY_ALLOCATED: asSent,
  // Issue 27 §3: a slot offer's own words (the domain's slotOfferMessages).
  SLOT_NOT_FREE: asSent,
  OFFER_CLOSED: asSent,
  INTERNAL: stepOrSent,
};

/**
 * The message to show for a failed operation. `step` is the spec's failure wording of the step (e.g. sign-in:
 * "Could not verify your details"), used when nothing more precise is known: an internal error, an error
 * without a reason, and a network failure (which otherwise gets the offline message). With no connection at all,
 * the offline words win: nothing reached the server.
 */
export const failureMessage = (error: CombinedError | undefined, step?: string): string => {
  const first = error?.graphQLErrors[0];
  if (!first) return isOffline() ? NO_CONNECTION_MESSAGE : (step ?? OFFLINE_MESSAGE);
  const reason = errorReasonOf(first.extensions?.reason);
  const said = { sent: first.message, step };
  return reason ? reasonMessages[reason](said) : stepOrSent(said);
};
