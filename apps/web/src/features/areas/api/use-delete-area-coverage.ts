import { useCallback } from 'react';
import { useClient } from 'urql';
import { DeleteAreaCoverageDocument } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

/** Delete coverage: returns how many areas went. */
export const useDeleteAreaCoverage = () => {
  const client = useClient();
  return useCallback(
    async (id: string): Promise<Outcome<number>> => {
      const result = await client
        .mutation(DeleteAreaCoverageDocument, { id }, { additionalTypenames: ['Coverage'] })
        .toPromise();
      return outcomeOf(result, (data) => data.deleteAreaCoverage.affected);
    },
    [client],
  );
};
