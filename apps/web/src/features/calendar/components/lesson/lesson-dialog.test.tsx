import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, setHours, startOfDay } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import type { AvailabilityResult } from '../../../../gql/graphql.ts';
import type { DataOf, VariablesFor } from '../../../../test/graphql-operations.ts';
import { lessonDetails, previewSlot } from '../../test/fixtures.ts';
import { type FakeAnswer, renderCalendar } from '../../test/render-calendar.tsx';
import { LessonDialog } from './lesson-dialog.tsx';

const inDays = (days: number, hour: number) => setHours(addDays(startOfDay(new Date()), days), hour);

const lesson = lessonDetails;
type SlotAnswer = FakeAnswer<DataOf<'timeSlotsAvailability'>>;

const slotAnswer = (availability: AvailabilityResult): SlotAnswer => ({
  data: {
    timeSlotsAvailability: [
      previewSlot(new Date(0), { startDateTime: '', endDateTime: '', travelTime: 30, availability, prepaid: false }),
    ],
  },
});

const open = (data: ReturnType<typeof lesson>, availability: () => SlotAnswer = () => slotAnswer('Available')) => {
  const timeSlotsAvailability = vi.fn((_variables: VariablesFor<'timeSlotsAvailability'>) => availability());
  const view = renderCalendar(
    <LessonDialog
      lessonId="lesson-1"
      instructorId="i1"
      range={{ start: inDays(0, 0), end: inDays(7, 0) }}
      onClose={() => {}}
      onChanged={() => {}}
    />,
    { calendarLesson: () => ({ data: { lesson: data } }), timeSlotsAvailability },
  );
  return { ...view, timeSlotsAvailability };
};

const changeTravel = async (label: string) => {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit lesson' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Travel time' }));
  await userEvent.click(screen.getByRole('option', { name: label }));
};

describe('lesson modal (spec 2 §4, §5)', { timeout: 30_000 }, () => {
  it('shows the lesson, with Edit only when it has not ended before today', async () => {
    open(lesson(inDays(2, 10)));
    expect(await screen.findByRole('heading', { name: /Olivia Bennett/ })).toBeTruthy();
    expect(screen.getByText('1 Otley Road, Leeds, LS6 3AA')).toBeTruthy();
    expect(screen.getByText('Paid from pre-paid hours')).toBeTruthy();
    expect(screen.getByRole('link', { name: '07700 900201' }).getAttribute('href')).toBe('tel:+447700900201');
    expect(screen.getByRole('button', { name: 'Edit lesson' })).toBeTruthy();
  });

  it('has no Edit for a lesson that ended before today', async () => {
    open(lesson(inDays(-2, 10)));
    await screen.findByRole('heading', { name: /Olivia Bennett/ });
    expect(screen.queryByRole('button', { name: 'Edit lesson' })).toBeNull();
  });

  it('checks the slot when the travel time changes, ignoring the lesson itself', async () => {
    const view = open(lesson(inDays(2, 10)));
    await changeTravel('30 minutes');
    expect(await screen.findByText('This time is free.')).toBeTruthy();
    const input = view.timeSlotsAvailability.mock.calls[0]![0] as { input: Record<string, unknown> };
    expect(input.input).toMatchObject({ ignoreCalendarItemIds: ['lesson-1'], learnerKey: 'l1', instructorKey: 'i1' });
    expect(screen.getByRole('button', { name: 'Save lesson' }).hasAttribute('disabled')).toBe(false);
  });

  it('blocks Save while the new time clashes', async () => {
    open(lesson(inDays(2, 10)), () => slotAnswer('DateTimeNotAvailable'));
    await changeTravel('30 minutes');
    expect(
      await screen.findByText('You currently have a calendar item during this time, please cancel it to continue.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save lesson' }).hasAttribute('disabled')).toBe(true);
  });

  it('blocks Save when the check fails', async () => {
    open(lesson(inDays(2, 10)), () => ({ error: 'boom' }));
    await changeTravel('30 minutes');
    expect(await screen.findByText('Something went wrong, please try again later.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save lesson' }).hasAttribute('disabled')).toBe(true),
    );
  });

  it('shows the quarter-hour message as the time is typed, as the other messages, before Save', async () => {
    open(lesson(inDays(2, 10)));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit lesson' }));
    const [, , , , minutes] = within(screen.getByRole('group', { name: 'Date and start time' })).getAllByRole(
      'spinbutton',
    );
    await userEvent.click(minutes!);
    await userEvent.keyboard('10');
    expect(await screen.findByText('Start time must be to the nearest quarter of an hour')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save lesson' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps the date when the start time is cleared, and says the time is needed', async () => {
    open(lesson(inDays(2, 10)));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit lesson' }));
    const group = () => within(screen.getByRole('group', { name: 'Date and start time' }));
    const day = group().getAllByRole('spinbutton')[0]!.getAttribute('aria-valuenow');
    await userEvent.click(group().getAllByRole('spinbutton')[3]!);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    expect(await screen.findByText('Start time required')).toBeTruthy();
    expect(group().getAllByRole('spinbutton')[0]!.getAttribute('aria-valuenow')).toBe(day);
  });

  it('labels the cancel action for what it does: "Cancel lesson", never "Delete" (issue 23 defect 4)', async () => {
    open(lesson(inDays(2, 10)));
    await screen.findByRole('heading', { name: /Olivia Bennett/ });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel lesson' }));
    expect(await screen.findByRole('textbox', { name: /Reason for cancelling/ })).toBeTruthy();
  });

  it('offers no cancellation for a lesson that has already taken place, and says why', async () => {
    open(lesson(new Date(Date.now() - 30 * 60_000)));
    await screen.findByRole('heading', { name: /Olivia Bennett/ });
    expect(screen.queryByRole('button', { name: 'Cancel lesson' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByText('You cannot cancel that lesson as it has already taken place')).toBeTruthy();
  });
});
