import { useCallback } from 'react';
import { useQuery } from 'urql';
import { AllocationQueueLearnerDocument, type AllocationQueueLearnerQuery } from '../../../gql/graphql.ts';

export type QueueLearnerDetail = AllocationQueueLearnerQuery['allocationQueueLearner'];

/** One queued learner: who was tried, and who could take them now (best first). */
export const useAllocationQueueLearner = (id: string) => {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: AllocationQueueLearnerDocument,
    variables: { id },
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return { detail: data?.allocationQueueLearner ?? null, fetching, failed: Boolean(error), refresh };
};
