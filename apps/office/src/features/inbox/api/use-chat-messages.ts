import { useCallback } from 'react';
import { useClient } from 'urql';
import { type ChatMessageFieldsFragment, ChatMessagesDocument } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

export type OfficeChatMessage = ChatMessageFieldsFragment;

/** Fetches a page of the conversation, oldest first: the latest, or the page before a message (scrolling up). */
export const useFetchChatMessages = (instructorId: string) => {
  const client = useClient();
  return useCallback(
    async (before: string | null): Promise<Outcome<OfficeChatMessage[]>> =>
      outcomeOf(
        await client
          .query(ChatMessagesDocument, { instructorId, before, total: 20 }, { requestPolicy: 'network-only' })
          .toPromise(),
        (data) => data.chatMessages,
      ),
    [client, instructorId],
  );
};
