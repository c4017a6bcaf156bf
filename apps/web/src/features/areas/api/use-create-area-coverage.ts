import { areaMessages } from '@portal/domain/areas';
import { useCallback } from 'react';
import { CreateAreaCoverageDocument, type CreateAreaCoverageInput } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

// The areas list refetches, even while it holds no Coverage (the document cache invalidates by typename).
const refetchCoverage = { additionalTypenames: ['Coverage'] };

/** Save new area; a failure without words of its own reads 'Error saving area' (spec 3 §8). */
export const useCreateAreaCoverage = () => {
  const { run } = useOutcomeMutation(CreateAreaCoverageDocument, refetchCoverage);
  return useCallback(
    (input: CreateAreaCoverageInput) => run({ input }, (data) => data.createAreaCoverage.id, areaMessages.saveFailed),
    [run],
  );
};
