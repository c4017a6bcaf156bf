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
};

/**
 * Booking preview labels (spec 2 §4): any result other than Available is a "Booking conflict"; an
 * available slot the learner lacks hours for is "Insufficient hours"; otherwise "Free", Pre-paid or Not-paid.
 */
export const previewSlotLabel = (slot: PreviewSlotFacts): PreviewSlotLabel => {
  if (slot.availability !== 'Available') return { label: m.bookingConflict, tag: null, bookable: false };
  if (slot.insufficientBalanceForBooking) return { label: m.insufficientHours, tag: null, bookable: false };
  return { label: m.free, tag: slot.prepaid ? m.prePaid : m.notPaid, bookable: Boolean(slot.bookedPendingLessonId) };
};

/** The pending holds "Add N lessons" converts, in order. */
export const bookableHoldIds = (slots: readonly PreviewSlotFacts[]): string[] =>
  slots.filter((s) => previewSlotLabel(s).bookable).map((s) => s.bookedPendingLessonId as string);

/** Every hold the preview took, to release on Back or close. */
export const heldIds = (slots: readonly PreviewSlotFacts[]): string[] =>
  slots.flatMap((s) => (s.bookedPendingLessonId ? [s.bookedPendingLessonId] : []));
