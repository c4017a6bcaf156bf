import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Texts sent through the development outbox transport. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    /** The sender's reference, echoed in delivery reports (the outbox page can simulate one, and a reply). */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt)],
);
