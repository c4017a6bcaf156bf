import { identityMessages as m } from '@portal/domain/identity';
import { useCallback } from 'react';
import { ConfirmSignInCodeDocument, type ConfirmSignInCodeInput } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** The texted code that completes a sign-in (spec 1 §4). */
export const useConfirmSignInCode = () => {
  const { run, fetching } = useOutcomeMutation(ConfirmSignInCodeDocument);
  const confirm = useCallback(
    (input: ConfirmSignInCodeInput) => run({ input }, (data) => data.confirmSignInCode, m.wrongAccessCode),
    [run],
  );
  return { confirm, fetching };
};
