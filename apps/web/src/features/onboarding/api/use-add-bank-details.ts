import { onboardingMessages as m } from '@portal/domain/onboarding';
import { useCallback } from 'react';
import { AddBankDetailsDocument, type BankDetailsInput } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';
import { useOnboardingContext } from './onboarding-context.ts';

export const useAddBankDetails = (token: string | null) => {
  const { run, fetching } = useOutcomeMutation(AddBankDetailsDocument, useOnboardingContext(token));
  const save = useCallback(
    (input: BankDetailsInput) => run({ input }, (data) => data.addBankDetails, m.bankSaveFailed),
    [run],
  );
  return { save, fetching };
};
