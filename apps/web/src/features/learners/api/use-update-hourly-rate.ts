import { useCallback } from 'react';
import { UpdateHourlyRateDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** A new hourly rate for one of the learner's allocations (spec 3 §2.3). */
export const useUpdateHourlyRate = () => {
  const { run } = useOutcomeMutation(UpdateHourlyRateDocument);
  return useCallback((allocationId: string, rate: number) => run({ allocationId, rate }), [run]);
};
