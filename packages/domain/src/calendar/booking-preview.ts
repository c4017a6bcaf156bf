import type { AvailabilityResult } from './availability.ts';
import { bookingMessages as m } from './messages.ts';

export type PreviewSlotFacts = {
  availability: AvailabilityResult;
  prepaid: boolean;
  insufficientBalanceForBooking: boolean;
  bookedPendingLessonId?: string | null;
};

export type PreviewLabel = typeof m.bookingConflict | typeof m.insufficientHours | typeof m.free;
export type PreviewTag = typeof m.prePaid | typeof m.notPaid;

export type PreviewSlotLabel = {
  label: PreviewLabel;
  /** Only a free slot is tagged, by whether the learner's pre-paid hours cover it. */
  tag: PreviewTag | null;
  /** A free slot with a pending hold that "Add N lessons" converts. */
  bookable: boolean;
  /** Why a slot cannot be booked (spec silent, issue 8): the preview says it under the label. */
  reason: string | null;
};

/** Spec silent on the wording: why each result other than Available is a conflict. */
export const previewReasons: Record<Exclude<AvailabilityResult, 'Available'>, string> & { hours: string } = {
  DateTimeNotAvailable: 'Overlaps another lesson or time off (with travel)',
  NoCapacity: 'No space for a new learner',
  PostcodeNotCovered: 'Pickup postcode outside your areas',
  TestCentreNotCovered: 'No test centre chosen',
  hours: 'Not enough pre-paid hours left',
};

/**
 * Booking preview labels (spec 2 §4): any result other than Available is a "Booking conflict"; an
 * available slot the learner lacks hours for is "Insufficient hours"; otherwise "Free", Pre-paid or Not-paid.
 */
export const previewSlotLabel = (slot: PreviewSlotFacts): PreviewSlotLabel => {
  if (slot.availability !== 'Available') {
    return { label: m.bookingConflict, tag: null, bookable: false, reason: previewReasons[slot.availability] };
  }
  if (slot.insufficientBalanceForBooking) {
    return { label: m.insufficientHours, tag: null, bookable: false, reason: previewReasons.hours };
  }
  const tag = slot.prepaid ? m.prePaid : m.notPaid;
  return { label: m.free, tag, bookable: Boolean(slot.bookedPendingLessonId), reason: null };
};

/** The pending holds "Add N lessons" converts, in order. */
export const bookableHoldIds = (slots: readonly PreviewSlotFacts[]): string[] =>
  slots.filter((s) => previewSlotLabel(s).bookable).map((s) => s.bookedPendingLessonId as string);

/** Every hold the preview took, to release on Back or close. */
export const heldIds = (slots: readonly PreviewSlotFacts[]): string[] =>
  slots.flatMap((s) => (s.bookedPendingLessonId ? [s.bookedPendingLessonId] : []));
