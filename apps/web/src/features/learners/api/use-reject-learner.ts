import { useCallback } from 'react';
import { useClient } from 'urql';
import { RejectLearnerDocument } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

/** Turns down a pending learner with a reason (spec 3 §4). */
export const useRejectLearner = (instructorId: string) => {
  const client = useClient();
  return useCallback(
    async (learnerId: string, rejectionReason: string): Promise<Outcome<string>> => {
      const result = await client
        .mutation(RejectLearnerDocument, { learnerId, instructorId, rejectionReason })
        .toPromise();
      return outcomeOf(result, (data) => data.rejectLearner);
    },
    [client, instructorId],
  );
};
