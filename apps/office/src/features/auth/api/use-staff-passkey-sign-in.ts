import { useCallback } from 'react';
import { StaffPasskeyOptionsDocument, StaffPasskeySignInDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** The second factor with a passkey: the challenge for the sign-in, then the browser's signed answer. */
export const useStaffPasskeySignIn = () => {
  const options = useOutcomeMutation(StaffPasskeyOptionsDocument);
  const signIn = useOutcomeMutation(StaffPasskeySignInDocument);
  const { run: runOptions } = options;
  const { run: runSignIn } = signIn;
  const askOptions = useCallback(
    (signInId: string) => runOptions({ signInId }, (data) => data.staffPasskeyOptions),
    [runOptions],
  );
  const submitResponse = useCallback(
    (signInId: string, response: string) => runSignIn({ signInId, response }, (data) => data.staffPasskeySignIn),
    [runSignIn],
  );
  return { askOptions, submitResponse, fetching: options.fetching || signIn.fetching };
};
