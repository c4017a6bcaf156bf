import { useCallback, useRef, useState } from 'react';
import type { ChatMessage } from '../api/use-messages-page.ts';
import { useSendMessage } from '../api/use-send-message.ts';

/** A message on its way: shown at the end of the chat until the server has it; kept, marked, if sending failed. */
export type PendingMessage = { clientKey: string; body: string; created: string; failed: boolean };

/**
 * Sending (spec 3 §4): each message gets a key once and keeps it through every retry, so the server stores it at
 * most once, whether the user taps twice or the network sends it again. `settle` drops the ones the chat now holds.
 */
export const useChatOutbox = (instructorId: string, onSent: (message: ChatMessage) => void) => {
  const sendMessage = useSendMessage(instructorId);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const inFlight = useRef(new Set<string>());

  const dispatch = useCallback(
    async (message: PendingMessage) => {
      if (inFlight.current.has(message.clientKey)) return;
      inFlight.current.add(message.clientKey);
      const sent = await sendMessage(message.body, message.clientKey);
      inFlight.current.delete(message.clientKey);
      if (sent.ok) onSent(sent.value);
      else setPending((list) => list.map((p) => (p.clientKey === message.clientKey ? { ...p, failed: true } : p)));
    },
    [onSent, sendMessage],
  );

  /** Sends a body the message box has checked with the domain's rules (sendMessageSchema's). */
  const send = useCallback(
    (body: string) => {
      const message = { clientKey: crypto.randomUUID(), body, created: new Date().toISOString(), failed: false };
      setPending((list) => [...list, message]);
      void dispatch(message);
    },
    [dispatch],
  );

  const retry = useCallback(
    (clientKey: string) => {
      const message = pending.find((p) => p.clientKey === clientKey);
      if (!message) return;
      setPending((list) => list.map((p) => (p.clientKey === clientKey ? { ...p, failed: false } : p)));
      void dispatch({ ...message, failed: false });
    },
    [dispatch, pending],
  );

  const settle = useCallback((arrived: readonly ChatMessage[]) => {
    const keys = new Set(arrived.map((m) => m.clientKey).filter(Boolean));
    if (keys.size === 0) return;
    setPending((list) => (list.some((p) => keys.has(p.clientKey)) ? list.filter((p) => !keys.has(p.clientKey)) : list));
  }, []);

  return { pending, send, retry, settle };
};
