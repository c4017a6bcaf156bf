import { useEffect } from 'react';
import { useQuery } from 'urql';
import { type SlotOfferDetailsFragment, SlotOfferDocument } from '../../../gql/graphql.ts';

export type SlotOfferDetails = SlotOfferDetailsFragment;

/** While an offer is open, how often its view asks again (who opened it, who took it). */
const OPEN_OFFER_REFRESH_MS = 10_000;

/** One offer with its recipients; asked again every few seconds while it is open, so a take shows at once. */
export const useSlotOffer = (id: string) => {
  const [result, reexecute] = useQuery({ query: SlotOfferDocument, variables: { id }, requestPolicy: 'network-only' });
  const open = result.data?.slotOffer.state === 'Open';
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => reexecute({ requestPolicy: 'network-only' }), OPEN_OFFER_REFRESH_MS);
    return () => clearInterval(timer);
  }, [open, reexecute]);
  return {
    offer: result.data?.slotOffer ?? null,
    fetching: result.fetching,
    error: result.error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
};
