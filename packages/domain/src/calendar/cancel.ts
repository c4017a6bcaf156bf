import { CANCELLATION_REASON_MIN_WORDS, LATE_CANCELLATION_HOURS, REFUND_CUTOFF_HOURS } from './constants.ts';
import { cancelMessages as m } from './messages.ts';

const HOUR = 3_600_000;

export type RefundFacts = { paid: boolean; start: Date; now: Date };

/**
 * The refund toggle is enabled only for a prepaid lesson that has not started and is more than about
 * 2 hours away (spec 2 §9, spec 3 §2.4).
 */
export const canRefund = ({ paid, start, now }: RefundFacts): boolean =>
  paid && start.getTime() - now.getTime() > REFUND_CUTOFF_HOURS * HOUR;

/** The refund toggle defaults to on when the lesson is prepaid (and may be refunded). */
export const defaultRefund = (facts: RefundFacts): boolean => canRefund(facts);

export const countWords = (text: string | null | undefined): number =>
  (text ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

export const hasStarted = (start: Date, now: Date): boolean => start.getTime() <= now.getTime();

/**
 * A cancellation within 48 hours of the start is late. The spec gives the message "Please enter a
 * cancellation reason with at least 5 words" but not when the server asks for it; we ask for it only
 * for late cancellations, where the business needs to know why a booked slot was lost. Earlier
 * cancellations may give no reason at all (the reason is optional in the modal).
 */
export const isLateCancellation = (start: Date, now: Date): boolean =>
  start.getTime() - now.getTime() < LATE_CANCELLATION_HOURS * HOUR;

export type CancelFacts = { start: Date; now: Date; reason?: string | null };

/** The message that refuses this cancellation, or null when it may go ahead. */
export const cancellationProblem = ({ start, now, reason }: CancelFacts): string | null => {
  if (hasStarted(start, now)) return m.alreadyTakenPlace;
  if (isLateCancellation(start, now) && countWords(reason) < CANCELLATION_REASON_MIN_WORDS) return m.reasonTooShort;
  return null;
};
