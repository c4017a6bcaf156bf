import { useCallback } from 'react';
import { useMutation } from 'urql';
import { ResendCodeDocument } from '../../../gql/graphql.ts';
import type { ResendResult } from '../hooks/use-resend-timer.ts';

/**
 * Texts the challenge's code again: true when it was sent, false when it failed (an icon, spec 1 §8), or the
 * wait the server asks for when it refuses for now (too soon, or the account's hourly cap).
 */
export const useResendCode = (challengeId: string) => {
  const [, execute] = useMutation(ResendCodeDocument);
  return useCallback(async (): Promise<ResendResult> => {
    const result = (await execute({ input: { challengeId } })).data?.resendCode;
    if (result?.success) return true;
    return result?.retryAfterSeconds ? { retryAfterSeconds: result.retryAfterSeconds } : false;
  }, [execute, challengeId]);
};
