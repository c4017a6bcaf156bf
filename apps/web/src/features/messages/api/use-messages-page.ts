import { useCallback } from 'react';
import { useClient } from 'urql';
import { type ChatMessageFragment, GetMessagesDocument, type GetMessagesInput } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

export type ChatMessage = ChatMessageFragment;

/** GetMessages: one page of the conversation, oldest first, always from the server (never the cache). */
export const useMessagesPage = (instructorId: string) => {
  const client = useClient();
  return useCallback(
    async (input: GetMessagesInput): Promise<Outcome<ChatMessage[]>> => {
      const result = await client
        .query(GetMessagesDocument, { instructorId, input }, { requestPolicy: 'network-only' })
        .toPromise();
      return outcomeOf(result, (data) => data.instructor.messages);
    },
    [client, instructorId],
  );
};
