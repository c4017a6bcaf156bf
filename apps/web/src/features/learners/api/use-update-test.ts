import { useCallback } from 'react';
import { useClient } from 'urql';
import { UpdateTestDocument, type UpdateTestInput } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

/** Changes a driving test's date, status or type (the date only while the test is editable). */
export const useUpdateTest = () => {
  const client = useClient();
  return useCallback(
    async (input: UpdateTestInput): Promise<Outcome> =>
      outcomeOf(await client.mutation(UpdateTestDocument, { input }).toPromise(), () => null),
    [client],
  );
};
