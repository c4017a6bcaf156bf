import { useQuery } from 'urql';
import { CalendarTimeOffDocument, type TimeOffDetailsFragment } from '../../../gql/graphql.ts';

export type TimeOffDetails = TimeOffDetailsFragment;

/** One unavailable slot for its modal (network-only, spec 2 §7). */
export const useCalendarTimeOff = (id: string) => {
  const [result, reexecute] = useQuery({
    query: CalendarTimeOffDocument,
    variables: { id },
    requestPolicy: 'network-only',
  });
  return {
    timeOff: result.data?.timeOff ?? null,
    fetching: result.fetching,
    error: result.error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
};
