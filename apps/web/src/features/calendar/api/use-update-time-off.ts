import { useCallback } from 'react';
import { useClient } from 'urql';
import { UpdateTimeOffDocument } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

/** Saves an unavailable slot's notes, the only part that can change (spec 2 §4). */
export const useUpdateTimeOff = (id: string) => {
  const client = useClient();
  return useCallback(
    async (notes: string): Promise<Outcome> => {
      const result = await client.mutation(UpdateTimeOffDocument, { input: { id, notes } }).toPromise();
      return outcomeOf(result, () => null);
    },
    [client, id],
  );
};
