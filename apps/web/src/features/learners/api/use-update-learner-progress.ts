import { useCallback } from 'react';
import { UpdateLearnerProgressDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** The learner's DVSA skill scores (spec 3 §2.5). */
export const useUpdateLearnerProgress = () => {
  const { run } = useOutcomeMutation(UpdateLearnerProgressDocument);
  return useCallback((learnerId: string, skills: { id: string; score: number }[]) => run({ learnerId, skills }), [run]);
};
