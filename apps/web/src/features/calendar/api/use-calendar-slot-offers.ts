import { useEffect, useMemo } from 'react';
import { useQuery } from 'urql';
import { CalendarSlotOffersDocument } from '../../../gql/graphql.ts';

const context = { additionalTypenames: ['SlotOffer'] };
/** While an offer on screen is open, how often the calendar asks again (a learner may take it any moment). */
const OPEN_OFFERS_REFRESH_MS = 15_000;

/** The offers of slots in the range; asked again while one is open, so a taken slot shows without a reload. */
export const useCalendarSlotOffers = (range: { start: Date; end: Date }) => {
  const [result, reexecute] = useQuery({
    query: CalendarSlotOffersDocument,
    variables: { startDate: range.start.toISOString(), endDate: range.end.toISOString() },
    requestPolicy: 'cache-and-network',
    context,
  });
  const offers = useMemo(() => result.data?.slotOffers ?? [], [result.data]);
  const anyOpen = offers.some((o) => o.state === 'Open');
  useEffect(() => {
    if (!anyOpen) return;
    const timer = setInterval(() => reexecute({ requestPolicy: 'network-only' }), OPEN_OFFERS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [anyOpen, reexecute]);
  return {
    offers,
    /** True while the range's offers are being asked for. */
    fetching: result.fetching,
    refetch: () => reexecute({ requestPolicy: 'network-only' }),
  };
};
