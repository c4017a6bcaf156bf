import { identityMessages as m } from '@portal/domain/identity';
import { useCallback } from 'react';
import { AppSignInDocument, type AppSignInInput } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Sign-in from the mobile app with its encrypted ADI number and password (spec 1 §4). */
export const useAppSignIn = () => {
  const { run } = useOutcomeMutation(AppSignInDocument);
  return useCallback((input: AppSignInInput) => run({ input }, (data) => data.appSignIn, m.signInFailed), [run]);
};
