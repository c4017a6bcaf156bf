import { SnackbarHost, useSnackbar } from '@portal/ui/feedback';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';

type Snackbars = ReturnType<typeof useSnackbar>;

/** A page that asks for a toast as it first draws, before notistack's code has loaded (issue 28 §6). */
const EarlyToast = ({ onKey, hand }: { onKey: (key: unknown) => void; hand: (snackbars: Snackbars) => void }) => {
  const snackbars = useSnackbar();
  hand(snackbars);
  useEffect(() => {
    onKey(snackbars.enqueueSnackbar('Saved before the toasts loaded', { variant: 'success' }));
  }, [snackbars, onKey]);
  return null;
};

describe('toasts with notistack loaded after the first draw', () => {
  it('shows a toast asked for before its code was in, then another, and closes them by the keys handed back', async () => {
    const keys: unknown[] = [];
    let snackbars: Snackbars | undefined;
    const { unmount } = render(
      <SnackbarHost autoHideDuration={null}>
        <EarlyToast onKey={(key) => keys.push(key)} hand={(s) => (snackbars = s)} />
      </SnackbarHost>,
    );
    // The key is known at once, before anything is drawn.
    expect(keys).toHaveLength(1);
    expect(keys[0]).toBeTruthy();
    expect(await screen.findByText('Saved before the toasts loaded')).toBeTruthy();
    expect(screen.getAllByRole('alert')[0]?.textContent).toContain('Saved before the toasts loaded');

    let second: unknown;
    act(() => {
      second = snackbars?.enqueueSnackbar('Lesson moved', { variant: 'info' });
    });
    expect(await screen.findByText('Lesson moved')).toBeTruthy();
    expect(second).not.toBe(keys[0]);

    act(() => snackbars?.closeSnackbar(keys[0] as string));
    await waitFor(() => expect(screen.queryByText('Saved before the toasts loaded')).toBeNull());
    expect(screen.getByText('Lesson moved')).toBeTruthy();

    // A toast asked for by a page whose app has gone is never shown, not even by the next app's host.
    const gone = snackbars;
    unmount();
    render(<SnackbarHost autoHideDuration={null}>next app</SnackbarHost>);
    act(() => void gone?.enqueueSnackbar('From the app that went'));
    await screen.findByText('next app');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('From the app that went')).toBeNull();
  });
});
