import { useCallback } from 'react';
import { StaffSignInDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** The password step: on to the second factor (signInId and the member's factors), or the server's refusal. */
export const useStaffSignIn = () => {
  const { run, fetching } = useOutcomeMutation(StaffSignInDocument);
  const signIn = useCallback(
    (input: { email: string; password: string }) => run(input, (data) => data.staffSignIn),
    [run],
  );
  return { signIn, fetching };
};
