import { useCallback } from 'react';
import { UpdateInstructorPreferencesDocument, type UpdateInstructorPreferencesInput } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Saves one franchise's preferences (userType Instructor is part of the input). */
export const useUpdateInstructorPreferences = () => {
  const { run } = useOutcomeMutation(UpdateInstructorPreferencesDocument);
  return useCallback((input: UpdateInstructorPreferencesInput) => run({ input }), [run]);
};
