import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DataOf } from '../../../../test/graphql-operations.ts';
import { timeOffDetails } from '../../test/fixtures.ts';
import { type FakeAnswer, renderCalendar } from '../../test/render-calendar.tsx';
import { TimeOffDialog } from './time-off-dialog.tsx';

const slot = timeOffDetails;

const open = (
  data: ReturnType<typeof slot>,
  update: () => FakeAnswer<DataOf<'updateTimeOff'>> = () => ({ data: { updateTimeOff: data } }),
) => {
  const onClose = vi.fn();
  const cancelTimeOff = vi.fn(() => ({ data: { cancelTimeOff: { ...data, status: 'Cancelled' as const } } }));
  const updateTimeOff = vi.fn(update);
  renderCalendar(
    <TimeOffDialog
      timeOffId="t1"
      range={{ start: new Date(2030, 5, 3), end: new Date(2030, 5, 10) }}
      onClose={onClose}
      onChanged={() => {}}
    />,
    { calendarTimeOff: () => ({ data: { timeOff: data } }), updateTimeOff, cancelTimeOff },
  );
  return { onClose, cancelTimeOff, updateTimeOff };
};

describe('unavailable slot modal (spec 2 §4, §8)', { timeout: 30_000 }, () => {
  it('shows dates and repeat read-only and saves only the notes', async () => {
    const { updateTimeOff, onClose } = open(slot());
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    expect(screen.getByText('Every week, until 25 July 2030')).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    fireEvent.change(notes, { target: { value: 'School pick-up and swimming' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(updateTimeOff).toHaveBeenCalledWith({ input: { id: 't1', notes: 'School pick-up and swimming' } });
  });

  it('shows "Unable to update time-off" when the save fails', async () => {
    const { onClose } = open(slot(), () => ({ error: 'Database unavailable' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Notes' }), { target: { value: 'Gym' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to update time-off')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('deletes all future events of a series with cancelSeries', async () => {
    const { cancelTimeOff } = open(slot());
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'All events' }));
    await waitFor(() => expect(cancelTimeOff).toHaveBeenCalled());
    expect(cancelTimeOff.mock.calls[0]).toEqual([{ input: expect.objectContaining({ id: 't1', cancelSeries: true }) }]);
  });

  it('asks "Yes, delete" for a slot that does not repeat', async () => {
    const { cancelTimeOff } = open(slot({ repeatFrequency: null, repeatSchedule: null, seriesId: null }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Are you sure you want to delete this unavailable slot?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(cancelTimeOff).toHaveBeenCalled());
    expect(cancelTimeOff.mock.calls[0]).toEqual([
      { input: expect.objectContaining({ id: 't1', cancelSeries: false }) },
    ]);
  });
});
