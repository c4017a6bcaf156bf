import { INBOX_EVENTS_PATH } from '@portal/domain/messages';
import { useEffect, useRef, useState } from 'react';
import type { OfficeChatMessage } from '../api/use-chat-messages.ts';

/** What the inbox hears live (the server's InboxEvent); the message is absent when too long to carry. */
export type InboxEvent =
  | { kind: 'message'; instructorId: string; message?: Omit<OfficeChatMessage, 'fromInstructor'> }
  | { kind: 'changed'; instructorId: string }
  | { kind: 'typing'; instructorId: string; staffId: string; name: string };

/**
 * The inbox's live changes (server-sent events): `onEvent` hears each new message, change and agent typing, and
 * null when the page should fetch everything again (connected, or events may have been missed).
 */
export const useInboxEvents = (onEvent: (event: InboxEvent | null) => void) => {
  const [live, setLive] = useState(false);
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(INBOX_EVENTS_PATH);
    source.addEventListener('ready', () => {
      setLive(true);
      latest.current(null);
    });
    source.addEventListener('resync', () => latest.current(null));
    source.addEventListener('inbox', (event) => {
      try {
        latest.current(JSON.parse((event as MessageEvent<string>).data) as InboxEvent);
      } catch {
        latest.current(null);
      }
    });
    source.onerror = () => setLive(false);
    return () => source.close();
  }, []);
  return live;
};
