import { identityMessages as m } from '@portal/domain/identity';
import { useCallback } from 'react';
import { useMutation } from 'urql';
import { ConfirmSignInCodeDocument, type ConfirmSignInCodeInput } from '../../../gql/graphql.ts';
import { outcomeOf } from '../../../lib/outcome.ts';

/** The texted code that completes a sign-in (spec 1 §4). */
export const useConfirmSignInCode = () => {
  const [{ fetching }, execute] = useMutation(ConfirmSignInCodeDocument);
  const confirm = useCallback(
    async (input: ConfirmSignInCodeInput) =>
      outcomeOf(await execute({ input }), (data) => data.confirmSignInCode, m.wrongAccessCode),
    [execute],
  );
  return { confirm, fetching };
};
