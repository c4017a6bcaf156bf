import { describe, expect, it } from 'vitest';
import { bookableHoldIds, heldIds, type PreviewSlotFacts, previewSlotLabel } from './booking-preview.ts';

const slot = (over: Partial<PreviewSlotFacts> = {}): PreviewSlotFacts => ({
  availability: 'Available',
  prepaid: true,
  insufficientBalanceForBooking: false,
  bookedPendingLessonId: 'p1',
  ...over,
});

describe('booking preview labels (spec 2 §4)', () => {
  it('labels a free slot Pre-paid or Not-paid', () => {
    expect(previewSlotLabel(slot())).toEqual({ label: 'Free', tag: 'Pre-paid', bookable: true, reason: null });
    expect(previewSlotLabel(slot({ prepaid: false }))).toEqual({
      label: 'Free',
      tag: 'Not-paid',
      bookable: true,
      reason: null,
    });
  });

  it('labels every result other than Available a booking conflict', () => {
    for (const availability of [
      'NoCapacity',
      'PostcodeNotCovered',
      'TestCentreNotCovered',
      'DateTimeNotAvailable',
    ] as const) {
      expect(previewSlotLabel(slot({ availability, bookedPendingLessonId: null }))).toMatchObject({
        label: 'Booking conflict',
        tag: null,
        bookable: false,
      });
    }
  });

  it('says why a slot cannot be booked (issue 8)', () => {
    const why = (over: Parameters<typeof slot>[0]) => previewSlotLabel(slot(over)).reason;
    expect(why({})).toBeNull();
    expect(why({ availability: 'DateTimeNotAvailable' })).toBe('Overlaps another lesson or time off (with travel)');
    expect(why({ availability: 'NoCapacity' })).toBe('No space for a new learner');
    expect(why({ availability: 'PostcodeNotCovered' })).toBe('Pickup postcode outside your areas');
    expect(why({ availability: 'TestCentreNotCovered' })).toBe('No test centre chosen');
    expect(why({ insufficientBalanceForBooking: true })).toBe('Not enough pre-paid hours left');
  });

  it('labels an available slot without the hours Insufficient hours', () => {
    const out = previewSlotLabel(
      slot({ prepaid: false, insufficientBalanceForBooking: true, bookedPendingLessonId: null }),
    );
    expect(out).toMatchObject({ label: 'Insufficient hours', tag: null, bookable: false });
  });

  it('books only free slots that hold a pending lesson, and releases every hold', () => {
    const slots = [
      slot({ bookedPendingLessonId: 'a' }),
      slot({ availability: 'DateTimeNotAvailable', bookedPendingLessonId: null }),
      slot({ insufficientBalanceForBooking: true, bookedPendingLessonId: 'c' }),
      slot({ bookedPendingLessonId: null }),
      slot({ prepaid: false, bookedPendingLessonId: 'e' }),
    ];
    expect(bookableHoldIds(slots)).toEqual(['a', 'e']);
    expect(heldIds(slots)).toEqual(['a', 'c', 'e']);
  });
});
