import { useCallback, useEffect, useState } from 'react';

/** Spec 1 §4: none, then SUCCESS or FAILURE (plus the request in flight). */
export type ResendStatus = 'none' | 'loading' | 'SUCCESS' | 'FAILURE';

/** Sent (true), failed (false), or refused for now by the server, which says how long to wait. */
export type ResendResult = boolean | { retryAfterSeconds: number };

type Options = {
  send: () => Promise<ResendResult>;
  /** Seconds before the first resend is allowed (access code and set-password: 30). */
  initialDelay: number;
  /**
   * Seconds a successful resend locks the control for (30). A failure unlocks at once; a refusal with a wait
   * (the server's 30 s between texts, or its hourly cap) locks it for that wait.
   */
  successDelay: number;
};

const lockSecondsAfter = (result: ResendResult, successDelay: number): number => {
  if (typeof result === 'object') return result.retryAfterSeconds;
  return result ? successDelay : 0;
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
    const result = await send().catch(() => false);
    setStatus(result === true ? 'SUCCESS' : 'FAILURE');
    setNow(Date.now());
    setEnabledAt(inSeconds(lockSecondsAfter(result, successDelay)));
  }, [send, successDelay]);

  const secondsLeft = enabledAt === 0 ? 0 : Math.max(1, Math.ceil((enabledAt - now) / 1000));
  return { status, secondsLeft, canResend: enabledAt === 0 && status !== 'loading', resend };
};
