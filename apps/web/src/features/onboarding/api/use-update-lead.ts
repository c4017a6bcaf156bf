import { onboardingMessages as m } from '@portal/domain/onboarding';
import { useCallback } from 'react';
import { useMutation } from 'urql';
import { UpdateLeadDocument, type UpdateLeadInput } from '../../../gql/graphql.ts';
import { outcomeOf } from '../../../lib/outcome.ts';
import { useOnboardingContext } from './onboarding-context.ts';

export const useUpdateLead = (token: string | null) => {
  const context = useOnboardingContext(token);
  const [{ fetching }, execute] = useMutation(UpdateLeadDocument);
  const update = useCallback(
    async (input: UpdateLeadInput) =>
      outcomeOf(await execute({ input }, context), (data) => data.updateLead, m.detailsUpdateFailed),
    [execute, context],
  );
  return { update, fetching };
};
