import { useCallback } from 'react';
import { useMutation } from 'urql';
import { AcceptFranchiseAgreementDocument } from '../../../gql/graphql.ts';
import { outcomeOf } from '../../../lib/outcome.ts';
import { useOnboardingContext } from './onboarding-context.ts';

export const useAcceptFranchiseAgreement = (agreementKey: string, token: string | null) => {
  const context = useOnboardingContext(token);
  const [{ fetching }, execute] = useMutation(AcceptFranchiseAgreementDocument);
  const accept = useCallback(
    async () => outcomeOf(await execute({ agreementKey }, context), (data) => data.acceptFranchiseAgreement),
    [execute, context, agreementKey],
  );
  return { accept, fetching };
};
