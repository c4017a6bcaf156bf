import { useCallback } from 'react';
import { useClient } from 'urql';
import {
  TimeSlotsAvailabilityDocument,
  type TimeSlotsAvailabilityInput,
  type TimeSlotsAvailabilityQuery,
} from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

export type PreviewSlot = TimeSlotsAvailabilityQuery['timeSlotsAvailability'][number];

/** Checks time slots against the calendar, always asking the server (spec 2 §7); `prebook` holds the free ones. */
export const useTimeSlotsAvailability = () => {
  const client = useClient();
  return useCallback(
    async (input: TimeSlotsAvailabilityInput): Promise<Outcome<PreviewSlot[]>> => {
      const result = await client
        .query(TimeSlotsAvailabilityDocument, { input }, { requestPolicy: 'network-only' })
        .toPromise();
      return outcomeOf(result, (data) => data.timeSlotsAvailability);
    },
    [client],
  );
};
