import { identityMessages as m } from '@portal/domain/identity';
import { useCallback } from 'react';
import { ResetPasswordDocument, type ResetPasswordInput } from '../../../gql/graphql.ts';
import type { Outcome } from '../../../lib/outcome.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** The texted code and a new password; every session of the account ends on the server (spec 1 §4). */
export const useResetPassword = () => {
  const { run, fetching } = useOutcomeMutation(ResetPasswordDocument);
  const reset = useCallback(
    async (input: ResetPasswordInput): Promise<Outcome> => {
      const outcome = await run({ input }, (data) => data.resetPassword.success, m.wrongAccessCode);
      if (!outcome.ok) return outcome;
      return outcome.value ? { ok: true, value: null } : { ok: false, message: m.wrongAccessCode };
    },
    [run],
  );
  return { reset, fetching };
};
