import { useCallback } from 'react';
import { useQuery } from 'urql';
import { ChatConversationDocument, type ChatConversationQuery } from '../../../gql/graphql.ts';

export type ConversationDetail = ChatConversationQuery;

/** The conversation's inbox row, its canned replies, who it may be assigned to, and the instructor's facts. */
export const useChatConversation = (instructorId: string) => {
  const [{ data, error }, reexecute] = useQuery({
    query: ChatConversationDocument,
    variables: { instructorId },
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return { detail: data ?? null, failed: Boolean(error) && !data, refresh };
};
