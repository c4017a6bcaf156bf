import { onboardingMessages as m } from '@portal/domain/onboarding';
import { useCallback } from 'react';
import { useMutation } from 'urql';
import { OnboardInstructorLoginDocument, type OnboardInstructorLoginInput } from '../../../gql/graphql.ts';
import { outcomeOf } from '../../../lib/outcome.ts';

/** "Verify it's you": the token for this agreement, or the verification failure. */
export const useOnboardInstructorLogin = () => {
  const [{ fetching }, execute] = useMutation(OnboardInstructorLoginDocument);
  const verify = useCallback(
    async (input: OnboardInstructorLoginInput) =>
      outcomeOf(await execute({ input }), (data) => data.onboardInstructorLogin.accessToken, m.verificationFailed),
    [execute],
  );
  return { verify, fetching };
};
