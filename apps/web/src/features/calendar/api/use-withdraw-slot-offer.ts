import { useCallback } from 'react';
import { WithdrawSlotOfferDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Withdraws an open offer: its links then say so. */
export const useWithdrawSlotOffer = (id: string) => {
  const { run, fetching } = useOutcomeMutation(WithdrawSlotOfferDocument);
  const withdraw = useCallback(() => run({ id }, (data) => data.withdrawSlotOffer), [run, id]);
  return { withdraw, fetching };
};
