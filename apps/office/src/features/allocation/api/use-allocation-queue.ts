import type { BrandCode } from '@portal/domain/office';
import { useCallback } from 'react';
import { useQuery } from 'urql';
import { AllocationQueueDocument, type QueueLearnerFieldsFragment } from '../../../gql/graphql.ts';

export type QueueLearner = QueueLearnerFieldsFragment;

const context = { additionalTypenames: ['QueueLearner'] };

/** Waiting and offered learners of the member's brands (or one), oldest first; `refresh` asks again. */
export const useAllocationQueue = (brand: BrandCode | null) => {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: AllocationQueueDocument,
    variables: { brand },
    context,
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return { learners: data?.allocationQueue ?? [], fetching, failed: Boolean(error), refresh };
};
