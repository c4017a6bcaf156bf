import { useCallback, useEffect, useState } from 'react';

/** Spec 1 §4: none, then SUCCESS or FAILURE (plus the request in flight). */
export type ResendStatus = 'none' | 'loading' | 'SUCCESS' | 'FAILURE';

type Options = {
  send: () => Promise<boolean>;
  /** Seconds before the first resend is allowed (set-password: 30). */
  initialDelay: number;
  /** Seconds a successful resend locks the control for (set-password: 30). A failure unlocks at once. */
  successDelay: number;
};

const inSeconds = (seconds: number) => (seconds > 0 ? Date.now() + seconds * 1000 : 0);

export const useResendTimer = ({ send, initialDelay, successDelay }: Options) => {
  const [status, setStatus] = useState<ResendStatus>('none');
  const [enabledAt, setEnabledAt] = useState(() => inSeconds(initialDelay));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (enabledAt === 0) return;
    // One timer unlocks the control; a second ticks the countdown shown beside it.
    const unlock = setTimeout(() => setEnabledAt(0), Math.max(0, enabledAt - Date.now()));
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearTimeout(unlock);
      clearInterval(tick);
    };
  }, [enabledAt]);

  const resend = useCallback(async () => {
    setStatus('loading');
    const ok = await send().catch(() => false);
    setStatus(ok ? 'SUCCESS' : 'FAILURE');
    setNow(Date.now());
    setEnabledAt(ok ? inSeconds(successDelay) : 0);
  }, [send, successDelay]);

  const secondsLeft = enabledAt === 0 ? 0 : Math.max(1, Math.ceil((enabledAt - now) / 1000));
  return { status, secondsLeft, canResend: enabledAt === 0 && status !== 'loading', resend };
};
