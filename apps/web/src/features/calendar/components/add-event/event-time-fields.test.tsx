import type { AddEventValues } from '@portal/domain/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, setHours, startOfDay } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { bookingLearner } from '../../test/fixtures.ts';
import { renderCalendar } from '../../test/render-calendar.tsx';
import { addEventDefaults } from './add-event-defaults.ts';
import { AddEventForm } from './add-event-form.tsx';

// The form was opened on 23/11; the years are moved on so that nothing here is in the past.
const opened = new Date(2030, 10, 23, 9);
const defaults = (over: Partial<AddEventValues> = {}): AddEventValues => ({
  ...addEventDefaults({ date: opened, allDay: false, fromSlot: true }),
  ...over,
});

const renderForm = (values: AddEventValues) => {
  const onSubmit = vi.fn();
  renderCalendar(
    <AddEventForm
      defaultValues={values}
      learners={[bookingLearner('l1', 'Olivia', 'Bennett')]}
      learnersLoading={false}
      showRepeat
      submitting={false}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return { onSubmit };
};

const sections = (group: 'Start date and start time' | 'End date and end time') =>
  within(screen.getByRole('group', { name: group })).getAllByRole('spinbutton');
/** What a date-and-time pair shows, as d/M/yyyy HH:mm ('?' for an empty part). */
const shown = (group: 'Start date and start time' | 'End date and end time') => {
  const [day, month, year, hours = '?', minutes = '?'] = sections(group).map(
    (s) => s.getAttribute('aria-valuenow') ?? '?',
  );
  const two = (part: string) => (part === '?' ? part : part.padStart(2, '0'));
  return `${day}/${month}/${year} ${two(hours)}:${two(minutes)}`;
};
const typeStartDate = async (keys: string) => {
  await userEvent.click(sections('Start date and start time')[0]!);
  await userEvent.keyboard(keys);
};

describe('typing the start date (issue 8)', { timeout: 30_000 }, () => {
  it('moves the end to the typed day, keeping its time', async () => {
    renderForm(defaults());
    expect(shown('End date and end time')).toBe('23/11/2030 11:00');
    await typeStartDate('05122030');
    expect(shown('Start date and start time')).toBe('5/12/2030 09:00');
    expect(shown('End date and end time')).toBe('5/12/2030 11:00');
    await typeStartDate('06012031');
    expect(shown('End date and end time')).toBe('6/1/2031 11:00');
  });

  it('moves the end while the start date is half typed', async () => {
    renderForm(defaults());
    await typeStartDate('05');
    expect(shown('End date and end time')).toBe('5/11/2030 11:00');
    await userEvent.keyboard('1');
    expect(shown('End date and end time')).toBe('5/1/2030 11:00');
  });

  it('books a weekly series from a typed start with the end on that day, the end date disabled', async () => {
    const { onSubmit } = renderForm(defaults({ learnerId: 'l1' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Repeat' }));
    await userEvent.click(screen.getByRole('option', { name: 'Weekly' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Number of lessons' }));
    await userEvent.click(screen.getByRole('option', { name: '6' }));
    expect(sections('End date and end time')[0]!.getAttribute('aria-disabled')).toBe('true');
    await typeStartDate('05122030');
    await userEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const values = onSubmit.mock.calls[0]![0] as AddEventValues;
    expect([values.start, values.end]).toEqual([new Date(2030, 11, 5, 9), new Date(2030, 11, 5, 11)]);
  });

  it('keeps the start date when the start time is cleared', async () => {
    renderForm(defaults({ learnerId: 'l1' }));
    await userEvent.click(sections('Start date and start time')[3]!);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    expect(shown('Start date and start time')).toBe('23/11/2030 ?:?');
    await userEvent.click(screen.getByRole('button', { name: 'Book lesson' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(shown('Start date and start time')).toBe('23/11/2030 ?:?');
  });
});

describe('lesson length and end date messages (issue 8)', { timeout: 30_000 }, () => {
  it('refuses a lesson that ends on the next day', async () => {
    const { onSubmit } = renderForm(
      defaults({ learnerId: 'l1', start: new Date(2031, 1, 10, 10), end: new Date(2031, 1, 11, 12) }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Book lesson' }));
    expect(await screen.findByText('A lesson must end on the day it starts')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the end date is before the start date when that end is also in the past', async () => {
    const tomorrow = setHours(addDays(startOfDay(new Date()), 1), 10);
    renderForm(defaults({ learnerId: 'l1', start: tomorrow, end: addDays(tomorrow, -3) }));
    await userEvent.click(screen.getByRole('button', { name: 'Book lesson' }));
    expect(await screen.findByText('End date should not be before start date')).toBeTruthy();
    expect(screen.queryByText('Cannot be in the past')).toBeNull();
  });
});
