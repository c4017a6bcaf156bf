import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, setHours, setMinutes, startOfDay } from 'date-fns';
import { useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { DataOf } from '../../../../test/graphql-operations.ts';
import { bookingLearner, lessonDetails } from '../../test/fixtures.ts';
import { type FakeServer, renderCalendar } from '../../test/render-calendar.tsx';
import { AddEventDialog } from './add-event-dialog.tsx';

// Every day 08:00-18:00, as the demo instructor's preferences say.
const workingHours = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: 480, end: 1080 }));
const day = addDays(startOfDay(new Date()), 3);
const learners = {
  instructor: { __typename: 'Instructor', id: 'i1', learners: [bookingLearner('l1', 'Olivia', 'Bennett')] },
} satisfies DataOf<'calendarLearners'>;

/** Where the calendar is told to go, as the page reads it from the address. */
const CalendarPlace = () => {
  const [params] = useSearchParams();
  return <div role="status" aria-label="Calendar place">{`${params.get('date')} ${params.get('at')}`}</div>;
};

const open = (start: Date, createLesson: FakeServer['createLesson']) => {
  const onClose = vi.fn();
  renderCalendar(
    <>
      <AddEventDialog
        instructorId="i1"
        origin={{ date: start, allDay: false, fromSlot: true }}
        showRepeat
        workingHours={workingHours}
        onClose={onClose}
        onSaved={vi.fn()}
      />
      <CalendarPlace />
    </>,
    { calendarLearners: () => ({ data: learners }), createLesson },
  );
  return onClose;
};

const book = async () => {
  await userEvent.click(screen.getByRole('combobox', { name: /learner/i }));
  await userEvent.click(await screen.findByRole('option', { name: /Olivia Bennett/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Book lesson' }));
};

describe('a lesson outside the working hours (issue 23 defect 7)', { timeout: 60_000 }, () => {
  it('warns before booking 19:15-21:15; the instructor may still book, and the calendar goes to 19:15 that day', async () => {
    const start = setMinutes(setHours(day, 19), 15);
    const createLesson = vi.fn(() => ({ data: { createLesson: lessonDetails(start) } }));
    const onClose = open(start, createLesson);
    await book();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This lesson is outside your working hours (08:00 to 18:00 that day). Book it anyway?',
    );
    expect(createLesson).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Book anyway' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(createLesson).toHaveBeenCalledTimes(1);
    const place = screen.getByRole('status', { name: 'Calendar place', hidden: true }).textContent ?? '';
    expect(place.endsWith(' 19:15')).toBe(true);
  });

  it('goes back to the form to change the time, booking nothing', async () => {
    const start = setMinutes(setHours(day, 19), 15);
    const createLesson = vi.fn(() => ({ data: { createLesson: lessonDetails(start) } }));
    open(start, createLesson);
    await book();
    await userEvent.click(await screen.findByRole('button', { name: 'Change time' }));
    expect(await screen.findByRole('button', { name: 'Book lesson' })).toBeTruthy();
    expect(createLesson).not.toHaveBeenCalled();
  });

  it('books a lesson inside the hours without asking', async () => {
    const start = setHours(day, 10);
    const createLesson = vi.fn(() => ({ data: { createLesson: lessonDetails(start) } }));
    const onClose = open(start, createLesson);
    await book();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(createLesson).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/outside your working hours/)).toBeNull();
  });
});
