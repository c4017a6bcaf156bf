import { useCallback } from 'react';
import { AcceptFranchiseAgreementDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';
import { useOnboardingContext } from './onboarding-context.ts';

export const useAcceptFranchiseAgreement = (agreementKey: string, token: string | null) => {
  const { run, fetching } = useOutcomeMutation(AcceptFranchiseAgreementDocument, useOnboardingContext(token));
  const accept = useCallback(() => run({ agreementKey }, (data) => data.acceptFranchiseAgreement), [run, agreementKey]);
  return { accept, fetching };
};
