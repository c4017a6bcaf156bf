import { findOutboxTexts, insertOutboxText } from './outbox.repository.ts';
import type { SmsTransport } from './sms-transport.ts';

/** Development transport: every text is stored and listed at /dev/outbox, newest first. */
export const createOutboxTransport = (): SmsTransport => ({
  name: 'outbox',
  send: ({ to, body, reference }) => insertOutboxText(to, body, reference),
});

export const listOutbox = (limit = 50) => findOutboxTexts(limit);
