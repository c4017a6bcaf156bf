import { useCallback } from 'react';
import { useClient } from 'urql';
import { UpdateInstructorPreferencesDocument, type UpdateInstructorPreferencesInput } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

/** Saves one franchise's preferences (userType Instructor is part of the input). */
export const useUpdateInstructorPreferences = () => {
  const client = useClient();
  return useCallback(
    async (input: UpdateInstructorPreferencesInput): Promise<Outcome> => {
      const result = await client.mutation(UpdateInstructorPreferencesDocument, { input }).toPromise();
      return outcomeOf(result, () => null);
    },
    [client],
  );
};
