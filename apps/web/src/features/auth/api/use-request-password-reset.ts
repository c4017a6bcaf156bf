import { identityMessages as m } from '@portal/domain/identity';
import { useCallback } from 'react';
import { RequestPasswordResetDocument, type RequestPasswordResetInput } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Sign-up and forgotten password: the ADI and mobile numbers must match; a code is texted (spec 1 §4). */
export const useRequestPasswordReset = () => {
  const { run, fetching } = useOutcomeMutation(RequestPasswordResetDocument);
  // The server validates the number as typed (digits only) and converts it to the +44 form itself.
  const request = useCallback(
    (input: RequestPasswordResetInput) => run({ input }, (data) => data.requestPasswordReset, m.tryAgainLater),
    [run],
  );
  return { request, fetching };
};
