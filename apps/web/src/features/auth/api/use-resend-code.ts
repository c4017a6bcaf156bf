import { useCallback } from 'react';
import { useMutation } from 'urql';
import { ResendCodeDocument } from '../../../gql/graphql.ts';

/** Texts the challenge's code again; true when it was sent (a failure shows only an icon, spec 1 §8). */
export const useResendCode = (challengeId: string) => {
  const [, execute] = useMutation(ResendCodeDocument);
  return useCallback(
    async () => Boolean((await execute({ input: { challengeId } })).data?.resendCode.success),
    [execute, challengeId],
  );
};
