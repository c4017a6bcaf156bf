import { areaMessages } from '@portal/domain/areas';
import { useCallback } from 'react';
import { useClient } from 'urql';
import { CreateAreaCoverageDocument, type CreateAreaCoverageInput } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

/** Save new area; a failure without words of its own reads 'Error saving area' (spec 3 §8). */
export const useCreateAreaCoverage = () => {
  const client = useClient();
  return useCallback(
    async (input: CreateAreaCoverageInput): Promise<Outcome<string>> => {
      const result = await client
        .mutation(CreateAreaCoverageDocument, { input }, { additionalTypenames: ['Coverage'] })
        .toPromise();
      return outcomeOf(result, (data) => data.createAreaCoverage.id, areaMessages.saveFailed);
    },
    [client],
  );
};
