import { CHAT_PAGE_SIZE, hasMoreAfter, isFromInstructor, MAX_CHAT_PAGE, mergeMessages } from '@portal/domain/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMarkMessagesRead } from '../api/use-mark-messages-read.ts';
import { type ChatMessage, useMessagesPage } from '../api/use-messages-page.ts';
import { useChatOutbox } from './use-chat-outbox.ts';
import { type PushState, useMessagePush } from './use-message-push.ts';

/** Rounds of catching up after a gap, MAX_CHAT_PAGE messages each: beyond that, "load older" fills the rest. */
const MAX_CATCH_UP_PAGES = 10;

/** The office's messages on screen are read (the home page's reminder counts the unread ones). */
const useMarkReadWhenShown = (
  messages: readonly ChatMessage[],
  markRead: () => Promise<{ ok: boolean }>,
  onMarked: () => void,
) => {
  const marked = useRef(onMarked);
  marked.current = onMarked;
  const unread = messages.some((m) => !isFromInstructor(m) && !m.read);
  useEffect(() => {
    if (!unread || document.visibilityState !== 'visible') return;
    void markRead().then((result) => result.ok && marked.current());
  }, [unread, markRead]);
};

/**
 * The conversation (spec 3 §4): the latest page, older pages 20 at a time until an empty one, new messages by
 * push (or polling while push is down), all merged without duplicates; sending with a key per message.
 */
export const useChat = (instructorId: string) => {
  const fetchPage = useMessagesPage(instructorId);
  const markRead = useMarkMessagesRead(instructorId);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [hasOlder, setHasOlder] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const held = useRef<ChatMessage[]>([]);
  const mergeLater = useRef<(incoming: readonly ChatMessage[]) => void>(() => undefined);
  const outbox = useChatOutbox(instructorId, (sent) => mergeLater.current([sent]));
  const { settle } = outbox;

  const merge = useCallback(
    (incoming: readonly ChatMessage[]) => {
      held.current = mergeMessages(held.current, incoming);
      setMessages(held.current);
      settle(incoming);
    },
    [settle],
  );
  mergeLater.current = merge;

  const loadLatest = useCallback(async () => {
    const page = await fetchPage({ offset: 0, total: CHAT_PAGE_SIZE });
    if (page.ok) {
      merge(page.value);
      if (!hasMoreAfter(page.value.length)) setHasOlder(false);
      setStatus('ready');
    } else if (held.current.length === 0) setStatus('error');
  }, [fetchPage, merge]);

  const catchUp = useCallback(async () => {
    let after = held.current.at(-1)?.id;
    if (!after) return loadLatest();
    for (let round = 0; round < MAX_CATCH_UP_PAGES && after; round += 1) {
      const page = await fetchPage({ after, total: MAX_CHAT_PAGE });
      if (!page.ok) return;
      merge(page.value);
      if (page.value.length < MAX_CHAT_PAGE) return;
      after = page.value.at(-1)?.id;
    }
  }, [fetchPage, loadLatest, merge]);

  useEffect(() => {
    void loadLatest();
  }, [loadLatest]);

  const push: PushState = useMessagePush({ message: (m) => merge([m]), catchUp: () => void catchUp() });

  const loadOlder = useCallback(async () => {
    const oldest = held.current[0];
    if (!oldest || loadingOlder) return;
    setLoadingOlder(true);
    const page = await fetchPage({ before: oldest.id, total: CHAT_PAGE_SIZE });
    setLoadingOlder(false);
    if (!page.ok) return;
    merge(page.value);
    setHasOlder(hasMoreAfter(page.value.length));
  }, [fetchPage, loadingOlder, merge]);

  useMarkReadWhenShown(messages, markRead, () => {
    held.current = held.current.map((m) => (m.read ? m : { ...m, read: true }));
    setMessages(held.current);
  });

  return { messages, ...outbox, status, hasOlder, loadingOlder, push, loadOlder, reload: loadLatest };
};
