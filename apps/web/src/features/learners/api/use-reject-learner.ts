import { useCallback } from 'react';
import { RejectLearnerDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Turns down a pending learner with a reason (spec 3 §4). */
export const useRejectLearner = (instructorId: string) => {
  const { run } = useOutcomeMutation(RejectLearnerDocument);
  return useCallback(
    (learnerId: string, rejectionReason: string) =>
      run({ learnerId, instructorId, rejectionReason }, (data) => data.rejectLearner),
    [run, instructorId],
  );
};
