import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import type { PreviewSlot } from '../../api/use-time-slots-availability.ts';
import { renderCalendar } from '../../test/render-calendar.tsx';
import { BookingPreview } from './booking-preview.tsx';

const slot = (day: number, over: Partial<PreviewSlot> = {}): PreviewSlot => ({
  __typename: 'TimeSlotAvailability',
  startDateTime: `2030-06-${String(day).padStart(2, '0')}T09:00:00.000Z`,
  endDateTime: `2030-06-${String(day).padStart(2, '0')}T11:00:00.000Z`,
  travelTime: 0,
  availability: 'Available',
  prepaid: true,
  insufficientBalanceForBooking: false,
  bookedPendingLessonId: `hold-${day}`,
  ...over,
});

const slots = [
  slot(3),
  slot(10, { prepaid: false }),
  slot(17, { availability: 'DateTimeNotAvailable', bookedPendingLessonId: null }),
  slot(24, { availability: 'NoCapacity', bookedPendingLessonId: null }),
  slot(30, { prepaid: false, insufficientBalanceForBooking: true, bookedPendingLessonId: null }),
];

const rows = () => within(screen.getByRole('list', { name: 'Lessons to book' })).getAllByRole('listitem');

describe('booking preview labels (spec 2 §4)', () => {
  it('labels each occurrence from its availability result', () => {
    renderCalendar(
      <BookingPreview
        slots={slots}
        learnerName="Olivia"
        submitting={false}
        error={null}
        onBack={() => {}}
        onConfirm={() => {}}
      />,
    );
    const texts = rows().map((row) => row.textContent);
    const first = slots[0]!;
    const times = `${format(new Date(first.startDateTime), 'HH:mm')} – ${format(new Date(first.endDateTime), 'HH:mm')}`;
    expect(texts[0]).toBe(`Mon 3 Jun 2030${times}FreePre-paid`);
    expect(texts[1]).toMatch(/FreeNot-paid/);
    // Each refusal says why (issue 8).
    expect(texts[2]).toMatch(/Booking conflictOverlaps another lesson or time off \(with travel\)$/);
    expect(texts[3]).toMatch(/Booking conflictNo space for a new learner$/);
    expect(texts[4]).toMatch(/Insufficient hoursNot enough pre-paid hours left$/);
    expect(screen.getByText('2 of 5 lessons for Olivia can be booked.')).toBeTruthy();
  });

  it('offers to add the free ones, and Back', async () => {
    const onConfirm = vi.fn();
    const onBack = vi.fn();
    renderCalendar(
      <BookingPreview
        slots={slots}
        learnerName="Olivia"
        submitting={false}
        error={null}
        onBack={onBack}
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add 2 lessons' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('offers nothing to add when nothing is free (never "Add 0 lessons"), only Back', () => {
    renderCalendar(
      <BookingPreview
        slots={[slots[2]!]}
        learnerName="Olivia"
        submitting={false}
        error={null}
        onBack={() => {}}
        onConfirm={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull();
    expect(screen.getByText('None of them can be booked: go back to choose other times.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});
