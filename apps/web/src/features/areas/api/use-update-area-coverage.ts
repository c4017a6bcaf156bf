import { areaMessages } from '@portal/domain/areas';
import { useCallback } from 'react';
import { UpdateAreaCoverageDocument, type UpdateAreaCoverageInput } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Save edited area. */
export const useUpdateAreaCoverage = () => {
  const { run } = useOutcomeMutation(UpdateAreaCoverageDocument);
  return useCallback(
    (input: UpdateAreaCoverageInput) => run({ input }, (data) => data.updateAreaCoverage, areaMessages.saveFailed),
    [run],
  );
};
