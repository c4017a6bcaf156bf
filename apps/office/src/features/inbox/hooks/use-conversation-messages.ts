import { mergeMessages } from '@portal/domain/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type OfficeChatMessage, useFetchChatMessages } from '../api/use-chat-messages.ts';
import type { InboxEvent } from './use-inbox-events.ts';

/**
 * The open conversation's messages: the latest page, older pages as the agent scrolls up (until an empty page),
 * and new ones as the stream brings them (or a fetch of the latest when it could not carry them).
 */
export const useConversationMessages = (instructorId: string) => {
  const fetchPage = useFetchChatMessages(instructorId);
  const [messages, setMessages] = useState<OfficeChatMessage[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [hasOlder, setHasOlder] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const held = useRef(messages);
  held.current = messages;

  const loadLatest = useCallback(async () => {
    const page = await fetchPage(null);
    if (!page.ok) return setStatus((s) => (s === 'ready' ? s : 'failed'));
    setMessages((list) => mergeMessages(list, page.value));
    setStatus('ready');
  }, [fetchPage]);

  useEffect(() => {
    setMessages([]);
    setHasOlder(true);
    setStatus('loading');
    void loadLatest();
  }, [loadLatest]);

  const loadOlder = useCallback(async () => {
    const first = held.current[0];
    if (!first || loadingOlder) return;
    setLoadingOlder(true);
    const page = await fetchPage(first.id);
    setLoadingOlder(false);
    if (!page.ok) return;
    if (page.value.length === 0) setHasOlder(false);
    setMessages((list) => mergeMessages(list, page.value));
  }, [fetchPage, loadingOlder]);

  /** A live event of this conversation: merge the message it carries, or fetch the latest page. */
  const hear = useCallback(
    (event: InboxEvent | null) => {
      if (event?.kind === 'message' && event.message) {
        const { message } = event;
        setMessages((list) => mergeMessages(list, [{ ...message, fromInstructor: message.from === 1 }]));
      } else if (event?.kind !== 'typing') void loadLatest();
    },
    [loadLatest],
  );

  const add = useCallback((message: OfficeChatMessage) => setMessages((list) => mergeMessages(list, [message])), []);

  return { messages, status, hasOlder, loadingOlder, loadOlder, hear, add };
};
