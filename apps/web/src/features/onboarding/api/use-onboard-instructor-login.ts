import { onboardingMessages as m } from '@portal/domain/onboarding';
import { useCallback } from 'react';
import { OnboardInstructorLoginDocument, type OnboardInstructorLoginInput } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** "Verify it's you": the token for this agreement, or the verification failure. */
export const useOnboardInstructorLogin = () => {
  const { run, fetching } = useOutcomeMutation(OnboardInstructorLoginDocument);
  const verify = useCallback(
    (input: OnboardInstructorLoginInput) =>
      run({ input }, (data) => data.onboardInstructorLogin.accessToken, m.verificationFailed),
    [run],
  );
  return { verify, fetching };
};
