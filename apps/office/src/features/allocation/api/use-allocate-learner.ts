import { useCallback } from 'react';
import { AllocateLearnerDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

const context = { additionalTypenames: ['QueueLearner'] };

/** Offers the learner to a suggested franchise; a CONFLICT (someone was quicker) comes back as its message. */
export const useAllocateLearner = () => {
  const { run, fetching } = useOutcomeMutation(AllocateLearnerDocument, context);
  const allocate = useCallback(
    (entryId: string, franchiseId: string) => run({ entryId, franchiseId }, (data) => data.allocateLearner),
    [run],
  );
  return { allocate, fetching };
};
