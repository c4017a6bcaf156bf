import type { Database } from '../../db/client.ts';
import { findOutboxTexts, insertOutboxText } from './outbox.repository.ts';
import type { SmsTransport } from './sms-transport.ts';

/** Development transport: every text is stored and listed at /dev/outbox, newest first. */
export const createOutboxTransport = (db: Database): SmsTransport => ({
  name: 'outbox',
  send: ({ to, body }) => insertOutboxText(db, to, body),
});

export const listOutbox = (db: Database, limit = 50) => findOutboxTexts(db, limit);
