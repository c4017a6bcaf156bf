import { useCallback } from 'react';
import { type OnboardingDocumentKind, SignFranchiseAgreementDocumentDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';
import { useOnboardingContext } from './onboarding-context.ts';

/** Accepts one document (in order, once viewed: the server checks). */
export const useSignFranchiseAgreementDocument = (agreementKey: string, token: string | null) => {
  const { run, fetching } = useOutcomeMutation(SignFranchiseAgreementDocumentDocument, useOnboardingContext(token));
  const sign = useCallback(
    (kind: OnboardingDocumentKind) => run({ agreementKey, kind }, (data) => data.signFranchiseAgreementDocument),
    [run, agreementKey],
  );
  return { sign, fetching };
};
