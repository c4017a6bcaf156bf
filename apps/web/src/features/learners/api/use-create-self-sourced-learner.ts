import { useCallback } from 'react';
import { CreateSelfSourcedLearnerDocument, type CreateSelfSourcedLearnerInput } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Creates the new self-sourced learner; the value is their id (spec 3 §7). */
export const useCreateSelfSourcedLearner = () => {
  const { run } = useOutcomeMutation(CreateSelfSourcedLearnerDocument);
  return useCallback(
    (input: CreateSelfSourcedLearnerInput) =>
      run({ input }, (data) => data.createSelfSourcedLearner, 'Unable to create learner'),
    [run],
  );
};
