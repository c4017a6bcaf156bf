import { closeSnackbar, enqueueSnackbar, SnackbarHost, useSnackbar } from '@portal/ui/feedback';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';

/** A page that asks for a toast as it first draws, before notistack's code has loaded (issue 28 §6). */
const EarlyToast = ({ onKey }: { onKey: (key: unknown) => void }) => {
  const { enqueueSnackbar: enqueue } = useSnackbar();
  useEffect(() => {
    onKey(enqueue('Saved before the toasts loaded', { variant: 'success' }));
  }, [enqueue, onKey]);
  return null;
};

describe('toasts with notistack loaded after the first draw', () => {
  it('shows a toast asked for before its code was in, then another, and closes them by the keys handed back', async () => {
    const keys: unknown[] = [];
    render(
      <>
        <EarlyToast onKey={(key) => keys.push(key)} />
        <SnackbarHost autoHideDuration={null} />
      </>,
    );
    // The key is known at once, before anything is drawn.
    expect(keys).toHaveLength(1);
    expect(keys[0]).toBeTruthy();
    expect(await screen.findByText('Saved before the toasts loaded')).toBeTruthy();
    expect(screen.getAllByRole('alert')[0]?.textContent).toContain('Saved before the toasts loaded');

    let second: unknown;
    act(() => {
      second = enqueueSnackbar('Lesson moved', { variant: 'info' });
    });
    expect(await screen.findByText('Lesson moved')).toBeTruthy();
    expect(second).not.toBe(keys[0]);

    act(() => closeSnackbar(keys[0] as string));
    await waitFor(() => expect(screen.queryByText('Saved before the toasts loaded')).toBeNull());
    expect(screen.getByText('Lesson moved')).toBeTruthy();
  });
});
