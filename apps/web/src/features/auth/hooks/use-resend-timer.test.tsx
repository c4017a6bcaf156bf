import { RESEND_DELAY_SECONDS } from '@portal/domain/identity';
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResendControl } from '../components/resend-control.tsx';
import { useResendTimer } from './use-resend-timer.ts';

const setPasswordTimer = (send: () => Promise<boolean>) =>
  renderHook(() => useResendTimer({ send, initialDelay: RESEND_DELAY_SECONDS, successDelay: RESEND_DELAY_SECONDS }));

describe('useResendTimer (set-password resend rules)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('enables resend 30 seconds after the screen opens', () => {
    const { result } = setPasswordTimer(async () => true);
    expect(result.current.canResend).toBe(false);
    expect(result.current.secondsLeft).toBe(30);
    act(() => vi.advanceTimersByTime(29_000));
    expect(result.current.canResend).toBe(false);
    expect(result.current.secondsLeft).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.canResend).toBe(true);
    expect(result.current.status).toBe('none');
  });

  it('disables it for another 30 seconds after a success', async () => {
    const { result } = setPasswordTimer(async () => true);
    act(() => vi.advanceTimersByTime(30_000));
    await act(() => result.current.resend());
    expect(result.current.status).toBe('SUCCESS');
    expect(result.current.canResend).toBe(false);
    act(() => vi.advanceTimersByTime(29_999));
    expect(result.current.canResend).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.canResend).toBe(true);
  });

  it('re-enables it at once after a failure (a refused or failed request)', async () => {
    const failures = [async () => false, async () => Promise.reject(new Error('offline'))];
    for (const send of failures) {
      const { result, unmount } = setPasswordTimer(send);
      act(() => vi.advanceTimersByTime(30_000));
      await act(() => result.current.resend());
      expect(result.current.status).toBe('FAILURE');
      expect(result.current.canResend).toBe(true);
      unmount();
    }
  });

  it('is busy while the request runs', async () => {
    let finish: (ok: boolean) => void = () => {};
    const { result } = setPasswordTimer(() => new Promise<boolean>((resolve) => (finish = resolve)));
    act(() => vi.advanceTimersByTime(30_000));
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = result.current.resend();
    });
    expect(result.current.status).toBe('loading');
    expect(result.current.canResend).toBe(false);
    await act(async () => {
      finish(true);
      await pending;
    });
    expect(result.current.status).toBe('SUCCESS');
  });
});

describe('ResendControl', () => {
  const renderControl = (status: 'none' | 'loading' | 'SUCCESS' | 'FAILURE', canResend = true, secondsLeft = 0) =>
    render(<ResendControl status={status} canResend={canResend} secondsLeft={secondsLeft} onResend={() => {}} />);

  it('shows a spinner while loading, then a tick or an error icon', () => {
    renderControl('loading', false);
    expect(screen.getByRole('progressbar', { name: 'Sending a new code' })).toBeTruthy();
    renderControl('SUCCESS');
    expect(screen.getByTitle('A new code has been sent')).toBeTruthy();
    renderControl('FAILURE');
    expect(screen.getByTitle('The code could not be sent')).toBeTruthy();
  });

  it('says when the code can be asked for again', () => {
    renderControl('none', false, 25);
    expect((screen.getByRole('button', { name: 'Resend it' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You can ask again in 25s')).toBeTruthy();
  });
});
