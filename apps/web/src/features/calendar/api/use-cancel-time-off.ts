import { useCallback } from 'react';
import { CancelTimeOffDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Deletes an unavailable slot, or with `cancelSeries` every future one of its series (spec 2 §4). */
export const useCancelTimeOff = (id: string) => {
  const { run } = useOutcomeMutation(CancelTimeOffDocument);
  return useCallback(
    (cancelSeries: boolean, range: { start: Date; end: Date }) =>
      run({ input: { id, cancelSeries, startDate: range.start.toISOString(), endDate: range.end.toISOString() } }),
    [run, id],
  );
};
