import type { AddEventValues } from '@portal/domain/calendar';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, setHours, setMinutes, startOfDay } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import type { BookingLearner } from '../../api/use-calendar-learners.ts';
import { bookingLearner } from '../../test/fixtures.ts';
import { renderCalendar } from '../../test/render-calendar.tsx';
import { addEventDefaults } from './add-event-defaults.ts';
import { AddEventForm } from './add-event-form.tsx';

const tomorrowAt = (hour: number, minute = 0) => setMinutes(setHours(addDays(startOfDay(new Date()), 1), hour), minute);

const learners: BookingLearner[] = [bookingLearner('l1', 'Olivia', 'Bennett')];

const slotDefaults = (over: Partial<AddEventValues> = {}): AddEventValues => ({
  ...addEventDefaults({ date: tomorrowAt(10), allDay: false, fromSlot: true }),
  ...over,
});

const renderForm = (values: AddEventValues, showRepeat = true) => {
  const onSubmit = vi.fn();
  renderCalendar(
    <AddEventForm
      defaultValues={values}
      learners={learners}
      learnersLoading={false}
      showRepeat={showRepeat}
      submitting={false}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return { onSubmit };
};

const submit = (name: RegExp | string = /book lesson|check availability|add unavailable/i) =>
  userEvent.click(screen.getByRole('button', { name }));

describe('add-event defaults (spec 2 §4)', { timeout: 30_000 }, () => {
  it('starts a lesson of 2 hours at the tapped slot, no test, no travel, no repeat', () => {
    const values = addEventDefaults({ date: tomorrowAt(10), allDay: false, fromSlot: true });
    expect(values).toMatchObject({
      type: 'LESSON',
      test: false,
      travelTime: 0,
      repeat: 'NO_REPEAT',
      repeatCount: null,
    });
    expect(values.start).toEqual(tomorrowAt(10));
    expect(values.end).toEqual(tomorrowAt(12));
  });

  it('starts an all-day unavailable slot from the all-day row', () => {
    const values = addEventDefaults({ date: startOfDay(addDays(new Date(), 2)), allDay: true, fromSlot: true });
    expect(values).toMatchObject({ type: 'UNAVAILABLE', allDay: true, test: null });
    expect(values.end!.getTime() - values.start!.getTime()).toBe(24 * 3_600_000 - 1);
  });

  it('moves a weekend date from the New Event button to the next day at 09:00 UK time', () => {
    // UK midnights and 09:00 British Summer Time, whatever the time zone the test runs in.
    const saturday = new Date('2030-06-01T00:00:00+01:00');
    const values = addEventDefaults({ date: saturday, allDay: false, fromSlot: false }, new Date(2030, 4, 1));
    expect(values.start).toEqual(new Date('2030-06-02T08:00:00Z'));
    const monday = new Date('2030-06-03T00:00:00+01:00');
    expect(addEventDefaults({ date: monday, allDay: false, fromSlot: false }, new Date(2030, 4, 1)).start).toEqual(
      new Date('2030-06-03T08:00:00Z'),
    );
  });

  it('shows the defaults in the form', () => {
    renderForm(slotDefaults());
    expect(screen.getByRole('button', { name: 'Lesson' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Travel time' }).textContent).toBe('None');
    expect((screen.getByRole('switch', { name: 'Driving test' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Repeat' }).textContent).toBe('No repeat');
    expect(screen.getByRole('button', { name: 'Book lesson' })).toBeTruthy();
  });
});

describe('add-event validation messages (spec 2 §5)', { timeout: 30_000 }, () => {
  it('requires a learner for a lesson', async () => {
    const { onSubmit } = renderForm(slotDefaults());
    await submit();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses times in the past', async () => {
    const yesterday = addDays(tomorrowAt(10), -2);
    renderForm(slotDefaults({ learnerId: 'l1', start: yesterday, end: addDays(tomorrowAt(12), -2) }));
    await submit();
    expect(await screen.findAllByText('Cannot be in the past')).toHaveLength(2);
  });

  it('needs 15-minute steps', async () => {
    renderForm(slotDefaults({ learnerId: 'l1', start: tomorrowAt(10, 10), end: tomorrowAt(12) }));
    await submit();
    expect(
      await screen.findByText('Time entered must be in 15 minute increments (eg 12.00, 12.15, 12.30, 12.45).'),
    ).toBeTruthy();
  });

  it('needs an hour for a lesson and 15 minutes for an unavailable slot', async () => {
    renderForm(slotDefaults({ learnerId: 'l1', end: tomorrowAt(10, 45) }));
    await submit();
    expect(await screen.findByText('Lesson must be at least 1 hour')).toBeTruthy();
  });

  it('refuses an end before the start', async () => {
    renderForm(slotDefaults({ type: 'UNAVAILABLE', test: null, end: tomorrowAt(10) }));
    await submit(/add unavailable/i);
    expect(await screen.findByText('Start time must be before the end time')).toBeTruthy();
  });

  it('refuses an end date before the start date', async () => {
    renderForm(slotDefaults({ learnerId: 'l1', start: addDays(tomorrowAt(10), 1), end: tomorrowAt(12) }));
    await submit();
    expect(await screen.findByText('End date should not be before start date')).toBeTruthy();
  });

  it('limits notes to 280 characters', async () => {
    renderForm(slotDefaults({ learnerId: 'l1' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Notes' }), { target: { value: 'x'.repeat(281) } });
    await submit();
    expect(await screen.findByText('Notes must be less than 280 characters')).toBeTruthy();
  });

  it('submits a valid lesson', async () => {
    const { onSubmit } = renderForm(slotDefaults({ learnerId: 'l1' }));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ type: 'LESSON', learnerId: 'l1', test: false, travelTime: 0 });
  });
});

describe('repeat controls (spec 2 §4, §6)', { timeout: 30_000 }, () => {
  it('are hidden without the hubcappReoccurringLessonsEnable flag', () => {
    renderForm(slotDefaults(), false);
    expect(screen.queryByRole('combobox', { name: 'Repeat' })).toBeNull();
    expect(screen.queryByText('Number of lessons')).toBeNull();
  });

  it('show the count and "Check availability" for a repeating lesson', () => {
    renderForm(slotDefaults({ repeat: 'WEEKLY', repeatCount: 4 }));
    expect(screen.getByRole('combobox', { name: 'Number of lessons' }).textContent).toBe('4');
    expect(screen.getByRole('button', { name: 'Check availability' })).toBeTruthy();
  });

  it('are reset and disabled by ticking test', async () => {
    renderForm(slotDefaults({ repeat: 'WEEKLY', repeatCount: 4 }));
    await userEvent.click(screen.getByRole('switch', { name: 'Driving test' }));
    const repeat = screen.getByRole('combobox', { name: 'Repeat' });
    expect(repeat.textContent).toBe('No repeat');
    expect(repeat.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('combobox', { name: 'Number of lessons' })).toBeNull();
  });

  it('label time-off repeats Every day / Every week / Every month', async () => {
    renderForm(slotDefaults({ type: 'UNAVAILABLE', test: null }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Repeat' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['No repeat', 'Every day', 'Every week', 'Every month']);
  });
});
