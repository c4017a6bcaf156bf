import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/index.ts';
import type { SmsTransport } from './sms-transport.ts';

/** Development transport: every text is stored and listed at /dev/outbox, newest first. */
export const createOutboxTransport = (db: Database): SmsTransport => ({
  name: 'outbox',
  send: async ({ to, body }) => {
    await db.insert(smsOutbox).values({ toNumber: to, body });
  },
});

export const listOutbox = (db: Database, limit = 50) =>
  db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(limit);
