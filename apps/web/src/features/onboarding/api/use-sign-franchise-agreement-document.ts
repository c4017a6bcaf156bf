import { useCallback } from 'react';
import { useMutation } from 'urql';
import { type OnboardingDocumentKind, SignFranchiseAgreementDocumentDocument } from '../../../gql/graphql.ts';
import { outcomeOf } from '../../../lib/outcome.ts';
import { useOnboardingContext } from './onboarding-context.ts';

/** Accepts one document (in order, once viewed: the server checks). */
export const useSignFranchiseAgreementDocument = (agreementKey: string, token: string | null) => {
  const context = useOnboardingContext(token);
  const [{ fetching }, execute] = useMutation(SignFranchiseAgreementDocumentDocument);
  const sign = useCallback(
    async (kind: OnboardingDocumentKind) =>
      outcomeOf(await execute({ agreementKey, kind }, context), (data) => data.signFranchiseAgreementDocument),
    [execute, context, agreementKey],
  );
  return { sign, fetching };
};
