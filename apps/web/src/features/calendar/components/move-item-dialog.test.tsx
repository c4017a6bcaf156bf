import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, addMinutes, format, setHours, startOfDay } from 'date-fns';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { VariablesFor } from '../../../test/graphql-operations.ts';
import { previewSlot } from '../test/fixtures.ts';
import { renderCalendar } from '../test/render-calendar.tsx';
import { MoveItemDialog, type MoveRequest, moveAtOwnTimes } from './move-item-dialog.tsx';

const tomorrowAt = (hour: number) => setHours(addDays(startOfDay(new Date()), 1), hour);
const pickUp = moveAtOwnTimes({
  sourceId: 't1',
  type: 'timeOff',
  startDateTime: tomorrowAt(16).toISOString(),
  endDateTime: tomorrowAt(18).toISOString(),
  title: 'School pick-up',
  travelMinutes: 0,
  test: false,
  learnerId: '',
  repeating: true,
  allDay: false,
});

/** The dialog as the calendar holds it: its controls change the request. */
const Harness = ({ onConfirm }: { onConfirm: (move: MoveRequest) => void }) => {
  const [move, setMove] = useState<MoveRequest>(pickUp);
  return (
    <MoveItemDialog
      move={move}
      instructorId="i1"
      workingHours={[]}
      submitting={false}
      onAdjust={(change) => setMove((m) => ({ ...m, ...change }))}
      onConfirm={() => onConfirm(move)}
      onCancel={() => {}}
    />
  );
};

const when = (start: Date, end: Date) =>
  `${format(start, 'EEE d MMM')}, ${format(start, 'HH:mm')}–${format(end, 'HH:mm')}`;

describe('move preview of unavailable time (issue 26 §2)', { timeout: 30_000 }, () => {
  it('moves by keyboard controls, asks this one or all following, and checks the slot alone', async () => {
    const onConfirm = vi.fn();
    const timeSlotsAvailability = vi.fn((_v: VariablesFor<'timeSlotsAvailability'>) => ({
      data: {
        timeSlotsAvailability: [
          previewSlot(new Date(0), {
            startDateTime: '',
            endDateTime: '',
            travelTime: 0,
            availability: 'Available',
            prepaid: false,
          }),
        ],
      },
    }));
    renderCalendar(<Harness onConfirm={onConfirm} />, { timeSlotsAvailability });
    const move = screen.getByRole('button', { name: 'Move' });
    expect(move).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: '15 min later' }));
    await userEvent.click(screen.getByRole('button', { name: '15 min longer' }));
    const start = addMinutes(tomorrowAt(16), 15);
    const end = addMinutes(tomorrowAt(18), 30);
    expect(screen.getByText(when(start, end))).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'This one' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: 'This and all following' }));
    await screen.findByText('This time is free.');
    // Checked against the calendar alone: no learner, no travel, the slot itself left out.
    expect(timeSlotsAvailability.mock.lastCall?.[0].input).toMatchObject({
      ignoreCalendarItemIds: ['t1'],
      timeSlots: [{ startDateTime: start.toISOString(), endDateTime: end.toISOString(), travelTime: 0 }],
    });
    expect(timeSlotsAvailability.mock.lastCall?.[0].input).not.toHaveProperty('learnerKey');
    await userEvent.click(move);
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ start, end, series: true }));
  });

  it("says why a move is refused before anything is sent (the add-event modal's rules)", async () => {
    renderCalendar(<Harness onConfirm={() => {}} />);
    for (let i = 0; i < 8; i++) await userEvent.click(screen.getByRole('button', { name: '15 min shorter' }));
    await waitFor(() => expect(screen.getByText('Start time must be before the end time')).toBeTruthy());
    // Only the end changed: a resize, saved rather than moved, and not while the rules say no.
    expect(screen.getByRole('heading', { name: /^Change length/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });
});
