import { useCallback } from 'react';
import { useClient } from 'urql';
import { ConvertPendingLessonsDocument } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

/** Books the held lessons of a series preview; the value is how many were booked. */
export const useConvertPendingLessons = () => {
  const client = useClient();
  return useCallback(
    async (ids: string[]): Promise<Outcome<number>> => {
      const result = await client.mutation(ConvertPendingLessonsDocument, { input: { ids } }).toPromise();
      return outcomeOf(result, (data) => data.convertPendingLessons.length);
    },
    [client],
  );
};
