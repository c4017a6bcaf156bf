import type { BrandCode } from '@portal/domain/office';
import { useCallback } from 'react';
import { useQuery } from 'urql';
import { type ChatConversationFieldsFragment, ChatInboxDocument } from '../../../gql/graphql.ts';

export type InboxConversation = ChatConversationFieldsFragment;

export type InboxFilter = { brand: BrandCode | null; assignedToMe: boolean; search: string };

const context = { additionalTypenames: ['ChatConversation'] };

/**
 * The inbox's first hundred: waiting conversations first (the longest wait first), then the rest; `hasMore` when
 * others follow (the server never counts them); `refresh` asks again.
 */
export const useChatInbox = ({ brand, assignedToMe, search }: InboxFilter) => {
  const [{ data, error }, reexecute] = useQuery({
    query: ChatInboxDocument,
    variables: { input: { brand, assignedToMe, search: search.trim() || null, limit: 100 } },
    context,
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return {
    conversations: data?.chatInbox.items ?? [],
    hasMore: data?.chatInbox.hasMore ?? false,
    loaded: Boolean(data),
    failed: Boolean(error),
    refresh,
  };
};
