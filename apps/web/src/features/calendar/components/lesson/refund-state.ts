import { canRefund, defaultRefund, hasStarted, REFUND_CUTOFF_HOURS } from '@portal/domain/calendar';

type RefundState = { enabled: boolean; defaultOn: boolean; reason: string | null };

type Facts = { paid: boolean; start: Date; canRefund?: boolean | null };

/**
 * The refund toggle (spec 2 §9, spec 3 §2.4): disabled unless the lesson is prepaid, not started and more
 * than about 2 hours away, on by default when it may be refunded. The server's canRefund, when known, also
 * has to agree; the reason says why it is off.
 */
export const refundState = (lesson: Facts, now: Date): RefundState => {
  const facts = { paid: lesson.paid, start: lesson.start, now };
  const enabled = canRefund(facts) && lesson.canRefund !== false;
  let reason: string | null = null;
  if (!lesson.paid) reason = "This lesson wasn't prepaid, so there are no hours to refund.";
  else if (hasStarted(lesson.start, now)) reason = 'This lesson has already started.';
  else if (!enabled) reason = `Lessons starting within ${REFUND_CUTOFF_HOURS} hours can't be refunded.`;
  return { enabled, defaultOn: enabled && defaultRefund(facts), reason };
};
