import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderCalendar } from '../../test/render-calendar.tsx';
import { DeleteTimeOffConfirm } from './delete-time-off-confirm.tsx';

const renderConfirm = (repeating: boolean) => {
  const onDelete = vi.fn();
  renderCalendar(
    <DeleteTimeOffConfirm repeating={repeating} submitting={false} onDelete={onDelete} onBack={() => {}} />,
  );
  return onDelete;
};

describe('deleting an unavailable slot (spec 2 §4)', () => {
  it('asks once for a single slot', async () => {
    const onDelete = renderConfirm(false);
    expect(screen.getByText('Are you sure you want to delete this unavailable slot?')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'All events' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(onDelete).toHaveBeenCalledWith(false);
  });

  it('offers "Just this one" for a slot of a series', async () => {
    const onDelete = renderConfirm(true);
    expect(screen.getByText('Would you like to delete all future repeating events?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Just this one' }));
    expect(onDelete).toHaveBeenCalledWith(false);
  });

  it('sets cancelSeries with "All events"', async () => {
    const onDelete = renderConfirm(true);
    await userEvent.click(screen.getByRole('button', { name: 'All events' }));
    expect(onDelete).toHaveBeenCalledWith(true);
  });
});
