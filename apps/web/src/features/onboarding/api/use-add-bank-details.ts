import { onboardingMessages as m } from '@portal/domain/onboarding';
import { useCallback } from 'react';
import { useMutation } from 'urql';
import { AddBankDetailsDocument, type BankDetailsInput } from '../../../gql/graphql.ts';
import { outcomeOf } from '../../../lib/outcome.ts';
import { useOnboardingContext } from './onboarding-context.ts';

export const useAddBankDetails = (token: string | null) => {
  const context = useOnboardingContext(token);
  const [{ fetching }, execute] = useMutation(AddBankDetailsDocument);
  const save = useCallback(
    async (input: BankDetailsInput) =>
      outcomeOf(await execute({ input }, context), (data) => data.addBankDetails, m.bankSaveFailed),
    [execute, context],
  );
  return { save, fetching };
};
