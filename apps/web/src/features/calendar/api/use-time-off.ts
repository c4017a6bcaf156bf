import { useCallback } from 'react';
import { useClient, useQuery } from 'urql';
import {
  CalendarTimeOffDocument,
  CancelTimeOffDocument,
  type TimeOffDetailsFragment,
  UpdateTimeOffDocument,
} from '../../../gql/graphql.ts';
import { messageOrOffline } from './server-message.ts';
import type { Outcome } from './use-booking.ts';

export type TimeOffDetails = TimeOffDetailsFragment;

/** One unavailable slot (network-only, spec 2 §7) with its notes update and delete calls. */
export const useTimeOff = (id: string) => {
  const [result, reexecute] = useQuery({
    query: CalendarTimeOffDocument,
    variables: { id },
    requestPolicy: 'network-only',
  });
  const client = useClient();

  const updateNotes = useCallback(
    async (notes: string): Promise<Outcome> => {
      const response = await client.mutation(UpdateTimeOffDocument, { input: { id, notes } }).toPromise();
      return response.error ? { ok: false, message: messageOrOffline(response.error) } : { ok: true, value: null };
    },
    [client, id],
  );

  const remove = useCallback(
    async (cancelSeries: boolean, range: { start: Date; end: Date }): Promise<Outcome> => {
      const response = await client
        .mutation(CancelTimeOffDocument, {
          input: { id, cancelSeries, startDate: range.start.toISOString(), endDate: range.end.toISOString() },
        })
        .toPromise();
      return response.error ? { ok: false, message: messageOrOffline(response.error) } : { ok: true, value: null };
    },
    [client, id],
  );

  return {
    timeOff: result.data?.timeOff ?? null,
    fetching: result.fetching,
    error: result.error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
    updateNotes,
    remove,
  };
};
