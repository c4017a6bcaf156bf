import { identityMessages as m } from '@portal/domain/identity';
import { useCallback } from 'react';
import { useMutation } from 'urql';
import { RequestPasswordResetDocument, type RequestPasswordResetInput } from '../../../gql/graphql.ts';
import { outcomeOf } from '../../../lib/outcome.ts';

/** Sign-up and forgotten password: the ADI and mobile numbers must match; a code is texted (spec 1 §4). */
export const useRequestPasswordReset = () => {
  const [{ fetching }, execute] = useMutation(RequestPasswordResetDocument);
  // The server validates the number as typed (digits only) and converts it to the +44 form itself.
  const request = useCallback(
    async (input: RequestPasswordResetInput) =>
      outcomeOf(await execute({ input }), (data) => data.requestPasswordReset, m.tryAgainLater),
    [execute],
  );
  return { request, fetching };
};
