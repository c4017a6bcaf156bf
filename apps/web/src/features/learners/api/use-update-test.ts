import { useCallback } from 'react';
import { UpdateTestDocument, type UpdateTestInput } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Changes a driving test's date, status or type (the date only while the test is editable). */
export const useUpdateTest = () => {
  const { run } = useOutcomeMutation(UpdateTestDocument);
  return useCallback((input: UpdateTestInput) => run({ input }), [run]);
};
