import { areaMessages } from '@portal/domain/areas';
import { useCallback } from 'react';
import { useClient } from 'urql';
import {
  type AreaCoverageFragment,
  UpdateAreaCoverageDocument,
  type UpdateAreaCoverageInput,
} from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

/** Save edited area. */
export const useUpdateAreaCoverage = () => {
  const client = useClient();
  return useCallback(
    async (input: UpdateAreaCoverageInput): Promise<Outcome<AreaCoverageFragment>> => {
      const result = await client.mutation(UpdateAreaCoverageDocument, { input }).toPromise();
      return outcomeOf(result, (data) => data.updateAreaCoverage, areaMessages.saveFailed);
    },
    [client],
  );
};
