import { useCallback } from 'react';
import { ResendCodeDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';
import type { ResendResult } from '../hooks/use-resend-timer.ts';

/**
 * Texts the challenge's code again: true when it was sent, false when it failed (an icon, spec 1 §8), or the
 * wait the server asks for when it refuses for now (too soon, or the account's hourly cap).
 */
export const useResendCode = (challengeId: string) => {
  const { run } = useOutcomeMutation(ResendCodeDocument);
  return useCallback(async (): Promise<ResendResult> => {
    const outcome = await run({ input: { challengeId } }, (data) => data.resendCode);
    if (!outcome.ok) return false;
    if (outcome.value.success) return true;
    return outcome.value.retryAfterSeconds ? { retryAfterSeconds: outcome.value.retryAfterSeconds } : false;
  }, [run, challengeId]);
};
