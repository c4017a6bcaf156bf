import { useCallback } from 'react';
import { DeleteTestDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Removes one of the learner's driving tests (spec 3 §2.3). */
export const useDeleteTest = () => {
  const { run } = useOutcomeMutation(DeleteTestDocument);
  return useCallback((id: string) => run({ id }), [run]);
};
