import { useCallback } from 'react';
import { CreateTestDocument, type CreateTestInput } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Adds a driving test to the learner (spec 3 §2.3). */
export const useCreateTest = () => {
  const { run } = useOutcomeMutation(CreateTestDocument);
  return useCallback((input: CreateTestInput) => run({ input }), [run]);
};
