import { useCallback } from 'react';
import { useClient } from 'urql';
import { MarkMessagesReadDocument } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

/** The instructor has seen the conversation: the office's messages become read. */
export const useMarkMessagesRead = (instructorId: string) => {
  const client = useClient();
  return useCallback(async (): Promise<Outcome<number>> => {
    const result = await client.mutation(MarkMessagesReadDocument, { instructorId }).toPromise();
    return outcomeOf(result, (data) => data.markMessagesRead);
  }, [client, instructorId]);
};
