import { useCallback } from 'react';
import { LearnerLessonNotesDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** The instructor's notes on a past lesson (spec 3 §2.4). */
export const useLearnerLessonNotes = () => {
  const { run } = useOutcomeMutation(LearnerLessonNotesDocument);
  return useCallback((id: string, notes: string) => run({ input: { id, notes } }), [run]);
};
