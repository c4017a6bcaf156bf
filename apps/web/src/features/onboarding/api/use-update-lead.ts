import { onboardingMessages as m } from '@portal/domain/onboarding';
import { useCallback } from 'react';
import { UpdateLeadDocument, type UpdateLeadInput } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';
import { useOnboardingContext } from './onboarding-context.ts';

export const useUpdateLead = (token: string | null) => {
  const { run, fetching } = useOutcomeMutation(UpdateLeadDocument, useOnboardingContext(token));
  const update = useCallback(
    (input: UpdateLeadInput) => run({ input }, (data) => data.updateLead, m.detailsUpdateFailed),
    [run],
  );
  return { update, fetching };
};
