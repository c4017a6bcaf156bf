import { MESSAGE_EVENTS_PATH, POLL_INTERVAL_MS } from '@portal/domain/messages';
import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../api/use-messages-page.ts';

/** live: pushed by the server; polling: the push connection is down, so the page asks every second meanwhile. */
export type PushState = 'connecting' | 'live' | 'polling';

export type PushHandlers = {
  /** A new message of the conversation. */
  message: (message: ChatMessage) => void;
  /** Fetch what may have been missed: after (re)connecting, when the server says so, and on each poll. */
  catchUp: () => void;
};

const MAX_BACKOFF_MS = 30_000;

/** 1 s, 2 s, 4 s ... up to 30 s, with jitter so many pages do not come back at the same moment. */
export const backoffMs = (attempt: number, random = Math.random()): number =>
  Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt) * (0.5 + random / 2);

/**
 * New messages by push (server-sent events on the session cookie) instead of the spec's 1-second poll. When the
 * stream cannot be opened or drops, it polls every second and reconnects with back-off; once connected again it
 * catches up on what was missed and stops polling.
 */
export const useMessagePush = (handlers: PushHandlers): PushState => {
  const [state, setState] = useState<PushState>('connecting');
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | undefined;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const startPolling = () => {
      setState('polling');
      poll ??= setInterval(() => latest.current.catchUp(), POLL_INTERVAL_MS);
    };
    const stopPolling = () => {
      clearInterval(poll);
      poll = undefined;
    };
    const connect = () => {
      if (typeof EventSource === 'undefined') return startPolling();
      source = new EventSource(MESSAGE_EVENTS_PATH);
      source.addEventListener('ready', () => {
        attempt = 0;
        stopPolling();
        setState('live');
        latest.current.catchUp();
      });
      source.addEventListener('message', (event) => {
        try {
          latest.current.message(JSON.parse((event as MessageEvent<string>).data) as ChatMessage);
        } catch {
          latest.current.catchUp();
        }
      });
      source.addEventListener('resync', () => latest.current.catchUp());
      source.onerror = () => {
        // The browser's own retry would hide the gap: close, poll meanwhile, and reconnect with back-off.
        source?.close();
        source = null;
        startPolling();
        reconnect = setTimeout(connect, backoffMs(attempt));
        attempt += 1;
      };
    };
    connect();
    return () => {
      source?.close();
      stopPolling();
      clearTimeout(reconnect);
    };
  }, []);

  return state;
};
