import { useCallback } from 'react';
import { ApproveLearnerDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Accepts a pending learner: the allocation becomes Approved (issue 23, defect 1). */
export const useApproveLearner = (instructorId: string) => {
  const { run } = useOutcomeMutation(ApproveLearnerDocument);
  return useCallback(
    (learnerId: string) => run({ learnerId, instructorId }, (data) => data.approveLearner),
    [run, instructorId],
  );
};
