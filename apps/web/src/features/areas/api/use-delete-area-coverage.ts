import { useCallback } from 'react';
import { DeleteAreaCoverageDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

// The areas list refetches: the answer is a count, with no Coverage typename to invalidate by.
const refetchCoverage = { additionalTypenames: ['Coverage'] };

/** Delete coverage: returns how many areas went. */
export const useDeleteAreaCoverage = () => {
  const { run } = useOutcomeMutation(DeleteAreaCoverageDocument, refetchCoverage);
  return useCallback((id: string) => run({ id }, (data) => data.deleteAreaCoverage.affected), [run]);
};
