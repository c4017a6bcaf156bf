import { useCallback } from 'react';
import { useClient } from 'urql';
import { CancelTimeOffDocument } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

/** Deletes an unavailable slot, or with `cancelSeries` every future one of its series (spec 2 §4). */
export const useCancelTimeOff = (id: string) => {
  const client = useClient();
  return useCallback(
    async (cancelSeries: boolean, range: { start: Date; end: Date }): Promise<Outcome> => {
      const input = { id, cancelSeries, startDate: range.start.toISOString(), endDate: range.end.toISOString() };
      const result = await client.mutation(CancelTimeOffDocument, { input }).toPromise();
      return outcomeOf(result, () => null);
    },
    [client, id],
  );
};
