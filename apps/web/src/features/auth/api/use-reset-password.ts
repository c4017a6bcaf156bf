import { identityMessages as m } from '@portal/domain/identity';
import { useCallback } from 'react';
import { useMutation } from 'urql';
import { ResetPasswordDocument, type ResetPasswordInput } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

/** The texted code and a new password; every session of the account ends on the server (spec 1 §4). */
export const useResetPassword = () => {
  const [{ fetching }, execute] = useMutation(ResetPasswordDocument);
  const reset = useCallback(
    async (input: ResetPasswordInput): Promise<Outcome> => {
      const outcome = outcomeOf(await execute({ input }), (data) => data.resetPassword.success, m.wrongAccessCode);
      if (!outcome.ok) return outcome;
      return outcome.value ? { ok: true, value: null } : { ok: false, message: m.wrongAccessCode };
    },
    [execute],
  );
  return { reset, fetching };
};
