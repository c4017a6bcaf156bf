import { useCallback } from 'react';
import { UpdateTimeOffDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Saves an unavailable slot's notes, the only part that can change (spec 2 §4). */
export const useUpdateTimeOff = (id: string) => {
  const { run } = useOutcomeMutation(UpdateTimeOffDocument);
  return useCallback((notes: string) => run({ input: { id, notes } }), [run, id]);
};
