import { useCallback } from 'react';
import { useClient } from 'urql';
import { CancelPendingLessonsDocument } from '../../../gql/graphql.ts';

/** Releases held lessons. Best effort: holds lapse on their own, so a failure needs no message. */
export const useCancelPendingLessons = () => {
  const client = useClient();
  return useCallback(
    async (ids: string[]): Promise<void> => {
      if (ids.length === 0) return;
      await client.mutation(CancelPendingLessonsDocument, { input: { ids } }).toPromise();
    },
    [client],
  );
};
