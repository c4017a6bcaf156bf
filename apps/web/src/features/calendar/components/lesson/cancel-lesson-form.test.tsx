import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderCalendar } from '../../test/render-calendar.tsx';
import { CancelLessonForm, type CancelLessonTarget } from './cancel-lesson-form.tsx';

const now = new Date('2030-06-03T08:00:00Z');
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
const lesson = (over: Partial<CancelLessonTarget> = {}): CancelLessonTarget => ({
  learnerName: 'Olivia Bennett',
  start: hours(24),
  paid: true,
  canRefund: true,
  ...over,
});

const renderForm = (target: CancelLessonTarget, error: string | null = null) => {
  const onConfirm = vi.fn();
  renderCalendar(
    <CancelLessonForm
      lesson={target}
      now={now}
      submitting={false}
      error={error}
      onConfirm={onConfirm}
      onBack={() => {}}
    />,
  );
  return { onConfirm, toggle: screen.getByRole('switch', { name: "Refund the learner's hours" }) as HTMLInputElement };
};

describe('refund toggle (spec 2 §9, spec 3 §2.4)', () => {
  it('is on and enabled for a prepaid lesson more than 2 hours away', async () => {
    const { toggle, onConfirm } = renderForm(lesson());
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: /reason/i }), 'Learner is unwell today sorry');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel lesson' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Learner is unwell today sorry', refundLearner: true });
  });

  it('can be switched off', async () => {
    const { toggle, onConfirm } = renderForm(lesson({ start: hours(72) }));
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel lesson' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: '', refundLearner: false });
  });

  it('is off and disabled when the lesson was not prepaid', () => {
    const { toggle } = renderForm(lesson({ paid: false, canRefund: false }));
    expect([toggle.checked, toggle.disabled]).toEqual([false, true]);
    expect(screen.getByText("This lesson wasn't prepaid, so there are no hours to refund.")).toBeTruthy();
  });

  it('is off and disabled within 2 hours of the start', () => {
    const { toggle } = renderForm(lesson({ start: hours(1.5) }));
    expect([toggle.checked, toggle.disabled]).toEqual([false, true]);
    expect(screen.getByText("Lessons starting within 2 hours can't be refunded.")).toBeTruthy();
  });

  it('is off and disabled once the lesson has started', () => {
    const { toggle } = renderForm(lesson({ start: hours(-0.5) }));
    expect([toggle.checked, toggle.disabled]).toEqual([false, true]);
    expect(screen.getByText('This lesson has already started.')).toBeTruthy();
  });

  it("follows the server's canRefund too", () => {
    const { toggle } = renderForm(lesson({ canRefund: false }));
    expect(toggle.disabled).toBe(true);
  });

  it("shows the server's refusal with its text", () => {
    renderForm(lesson(), 'Please enter a cancellation reason with at least 5 words');
    expect(screen.getByRole('alert').textContent).toContain('Please enter a cancellation reason with at least 5 words');
  });
});

describe('cancellation reason (spec 2 §8)', () => {
  it('is optional for a cancellation more than 48 hours ahead', () => {
    renderForm(lesson({ start: hours(72) }));
    expect(screen.getByRole('textbox', { name: 'Reason for cancelling (optional)' })).toBeTruthy();
  });

  it('needs five words for a late cancellation, said before submitting', async () => {
    const { onConfirm } = renderForm(lesson({ start: hours(24) }));
    const reason = screen.getByRole('textbox', { name: 'Reason for cancelling (at least 5 words)' });
    expect(screen.queryByText(/optional/)).toBeNull();
    await userEvent.type(reason, 'Learner unwell');
    expect(screen.getByText('Please enter a cancellation reason with at least 5 words')).toBeTruthy();
    const cancel = screen.getByRole('button', { name: 'Cancel lesson' });
    expect(cancel.hasAttribute('disabled')).toBe(true);
    await userEvent.type(reason, ' with a heavy cold');
    expect(cancel.hasAttribute('disabled')).toBe(false);
    await userEvent.click(cancel);
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Learner unwell with a heavy cold', refundLearner: true });
  });
});
