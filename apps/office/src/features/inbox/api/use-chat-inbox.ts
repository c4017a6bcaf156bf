import type { BrandCode } from '@portal/domain/office';
import { useCallback } from 'react';
import { useQuery } from 'urql';
import { type ChatConversationFieldsFragment, ChatInboxDocument } from '../../../gql/graphql.ts';

export type InboxConversation = ChatConversationFieldsFragment;

export type InboxFilter = { brand: BrandCode | null; assignedToMe: boolean; search: string };

const context = { additionalTypenames: ['ChatConversation'] };

/** The inbox: waiting conversations first (the longest wait first), then the rest; `refresh` asks again. */
export const useChatInbox = ({ brand, assignedToMe, search }: InboxFilter) => {
  const [{ data, error }, reexecute] = useQuery({
    query: ChatInboxDocument,
    variables: { input: { brand, assignedToMe, search: search.trim() || null, limit: 100 } },
    context,
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return {
    conversations: data?.chatInbox.items ?? [],
    total: data?.chatInbox.total ?? 0,
    loaded: Boolean(data),
    failed: Boolean(error),
    refresh,
  };
};
