import { useCallback } from 'react';
import { ConvertPendingLessonsDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Books the held lessons of a series preview; the value is how many were booked. */
export const useConvertPendingLessons = () => {
  const { run } = useOutcomeMutation(ConvertPendingLessonsDocument);
  return useCallback((ids: string[]) => run({ input: { ids } }, (data) => data.convertPendingLessons.length), [run]);
};
