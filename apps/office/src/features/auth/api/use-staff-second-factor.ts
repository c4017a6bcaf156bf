import { useCallback } from 'react';
import { StaffSecondFactorDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** The second factor: an authenticator code or a recovery code, for the sign-in the password step opened. */
export const useStaffSecondFactor = () => {
  const { run, fetching } = useOutcomeMutation(StaffSecondFactorDocument);
  const submitCode = useCallback(
    (signInId: string, code: string) => run({ signInId, code }, (data) => data.staffSecondFactor),
    [run],
  );
  return { submitCode, fetching };
};
