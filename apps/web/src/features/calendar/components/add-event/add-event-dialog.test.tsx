import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format, setHours, startOfDay } from 'date-fns';
import { useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { DataOf } from '../../../../test/graphql-operations.ts';
import { bookingLearner, lessonDetails, previewSlot } from '../../test/fixtures.ts';
import { type FakeServer, renderCalendar } from '../../test/render-calendar.tsx';
import { AddEventDialog } from './add-event-dialog.tsx';

const start = setHours(addDays(startOfDay(new Date()), 3), 10);
const learners = {
  instructor: {
    __typename: 'Instructor',
    id: 'i1',
    learners: [
      bookingLearner('l1', 'Olivia', 'Bennett'),
      bookingLearner('l2', 'Dev', 'Trainee', { customerType: 'DIT' }),
    ],
  },
} satisfies DataOf<'calendarLearners'>;
const slot = (i: number, over: Parameters<typeof previewSlot>[1] = {}) =>
  previewSlot(addDays(start, 7 * i), { bookedPendingLessonId: `hold-${i}`, ...over });

const server = (over: FakeServer = {}): FakeServer => ({
  calendarLearners: () => ({ data: learners }),
  timeSlotsAvailability: () => ({
    data: {
      timeSlotsAvailability: [
        slot(0),
        slot(1, { availability: 'DateTimeNotAvailable', bookedPendingLessonId: null }),
        slot(2, { prepaid: false }),
      ],
    },
  }),
  convertPendingLessons: ({ input }) => ({
    data: {
      convertPendingLessons: input.ids.map((id) => ({
        __typename: 'Lesson',
        id: String(id),
        startDateTime: start.toISOString(),
        endDateTime: start.toISOString(),
        status: 'Active',
      })),
    },
  }),
  cancelPendingLessons: ({ input }) => ({ data: { cancelPendingLessons: input.ids.map(String) } }),
  ...over,
});

/** The calendar's date as the page reads it from the address. */
const CalendarDate = () => (
  <div role="status" aria-label="Calendar date">
    {useSearchParams()[0].get('date')}
  </div>
);

const open = (fake: FakeServer, onClose = vi.fn()) => {
  const onSaved = vi.fn();
  const view = renderCalendar(
    <>
      <AddEventDialog
        instructorId="i1"
        origin={{ date: start, allDay: false, fromSlot: true }}
        showRepeat
        onClose={onClose}
        onSaved={onSaved}
      />
      <CalendarDate />
    </>,
    fake,
  );
  return { ...view, onSaved, onClose };
};

const chooseLearner = async (fullName: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: /learner/i }));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(fullName) }));
};

const chooseWeekly = async (count: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: 'Repeat' }));
  await userEvent.click(screen.getByRole('option', { name: 'Weekly' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Number of lessons' }));
  await userEvent.click(screen.getByRole('option', { name: count }));
};

describe('add-event modal with the server', { timeout: 60_000 }, () => {
  it('books a single lesson with status Active, and DitCar for a DIT learner', async () => {
    const createLesson = vi.fn(() => ({ data: { createLesson: lessonDetails(start) } }));
    const { onSaved, onClose } = open(server({ createLesson: createLesson }));
    await chooseLearner('Dev Trainee');
    await userEvent.click(screen.getByRole('button', { name: 'Book lesson' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(createLesson).toHaveBeenCalledWith({
      input: expect.objectContaining({ learnerId: 'l2', status: 'Active', ditLessonType: 'DitCar', test: false }),
    });
    expect(onSaved).toHaveBeenCalled();
  });

  it("shows the overlap toast for the server's overlap error", async () => {
    const { onClose } = open(
      server({ createLesson: () => ({ error: 'New event overlaps with an existing event', reason: 'OVERLAP' }) }),
    );
    await chooseLearner('Olivia Bennett');
    await userEvent.click(screen.getByRole('button', { name: 'Book lesson' }));
    expect(
      await screen.findByText(
        "Unable to book lesson. Please ensure that this lesson doesn't overlap with an existing booking.",
      ),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('previews a series with prebook, adds the free ones and shows "Booking successful"', async () => {
    const view = open(server());
    await chooseLearner('Olivia Bennett');
    await chooseWeekly('3');
    await userEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add 2 lessons' }));
    expect(await screen.findByRole('heading', { name: 'Booking successful' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See lessons' }).getAttribute('href')).toBe('/learners/l1');
    const [check] = view.callsOf('TimeSlotsAvailability');
    const input = (check!.variables as { input: { prebook: boolean; timeSlots: unknown[] } }).input;
    expect(input.prebook).toBe(true);
    expect(input.timeSlots).toHaveLength(3);
    expect(view.callsOf('ConvertPendingLessons')[0]!.variables).toEqual({ input: { ids: ['hold-0', 'hold-2'] } });
  });

  it('releases the holds on Back and keeps what was typed', async () => {
    const view = open(server());
    await chooseLearner('Olivia Bennett');
    await chooseWeekly('3');
    await userEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(view.callsOf('CancelPendingLessons')).toHaveLength(1));
    expect(view.callsOf('CancelPendingLessons')[0]!.variables).toEqual({ input: { ids: ['hold-0', 'hold-2'] } });
    expect((screen.getByRole('combobox', { name: /learner/i }) as HTMLInputElement).value).toBe('Olivia Bennett');
  });

  it('releases the holds when the modal is closed', async () => {
    const view = open(server());
    await chooseLearner('Olivia Bennett');
    await chooseWeekly('3');
    await userEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    await screen.findByRole('button', { name: 'Add 2 lessons' });
    view.unmount();
    await waitFor(() => expect(view.callsOf('CancelPendingLessons')).toHaveLength(1));
  });

  it('releases the holds at once when the page is left (issue 23 defect 3)', async () => {
    const view = open(server());
    await chooseLearner('Olivia Bennett');
    await chooseWeekly('3');
    await userEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    await screen.findByRole('button', { name: 'Add 2 lessons' });
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(view.callsOf('CancelPendingLessons')).toHaveLength(1));
    expect(view.callsOf('CancelPendingLessons')[0]!.variables).toEqual({ input: { ids: ['hold-0', 'hold-2'] } });
  });

  it("shows each learner's pre-paid hours, and before booking that the hours do not cover the lesson", async () => {
    const poor = bookingLearner('l3', 'Priya', 'Shah', {
      lessonBalances: [{ __typename: 'LessonBalance', id: 'b3', category: 'PreTest', hours: 1 }],
    });
    const createLesson = vi.fn(() => ({ data: { createLesson: lessonDetails(start) } }));
    open(
      server({
        createLesson,
        calendarLearners: () => ({ data: { instructor: { ...learners.instructor, learners: [poor] } } }),
      }),
    );
    await userEvent.click(screen.getByRole('combobox', { name: /learner/i }));
    expect((await screen.findByRole('option', { name: /Priya Shah/ })).textContent).toContain('1 pre-paid hour');
    await userEvent.click(screen.getByRole('option', { name: /Priya Shah/ }));
    expect(
      screen.getByText('Insufficient hours: Priya Shah has 1 pre-paid hour and this lesson needs 2.'),
    ).toBeTruthy();
    await chooseWeekly('6');
    expect(
      screen.getByText(
        'Insufficient hours: Priya Shah has 1 pre-paid hour, enough for 0 of the 6 lessons. The other 6 cannot be booked.',
      ),
    ).toBeTruthy();
    expect(createLesson).not.toHaveBeenCalled();
  });

  it('shows the booked day after a single lesson is booked', async () => {
    const createLesson = vi.fn(() => ({ data: { createLesson: lessonDetails(start) } }));
    const { onClose } = open(server({ createLesson }));
    expect(screen.getByRole('status', { name: 'Calendar date', hidden: true }).textContent).toBe('');
    await chooseLearner('Olivia Bennett');
    await userEvent.click(screen.getByRole('button', { name: 'Book lesson' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.getByRole('status', { name: 'Calendar date', hidden: true }).textContent).toBe(
      format(start, 'yyyy-MM-dd'),
    );
  });

  it('shows the day of the first booked lesson after "Booking successful"', async () => {
    open(server());
    await chooseLearner('Olivia Bennett');
    await chooseWeekly('3');
    await userEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add 2 lessons' }));
    expect(await screen.findByRole('heading', { name: 'Booking successful' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Calendar date', hidden: true }).textContent).toBe(
      format(start, 'yyyy-MM-dd'),
    );
  });
});
