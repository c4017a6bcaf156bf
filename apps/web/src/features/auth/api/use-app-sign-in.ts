import { identityMessages as m } from '@portal/domain/identity';
import { useCallback } from 'react';
import { useMutation } from 'urql';
import { AppSignInDocument, type AppSignInInput } from '../../../gql/graphql.ts';
import { outcomeOf } from '../../../lib/outcome.ts';

/** Sign-in from the mobile app with its encrypted ADI number and password (spec 1 §4). */
export const useAppSignIn = () => {
  const [, execute] = useMutation(AppSignInDocument);
  return useCallback(
    async (input: AppSignInInput) => outcomeOf(await execute({ input }), (data) => data.appSignIn, m.signInFailed),
    [execute],
  );
};
