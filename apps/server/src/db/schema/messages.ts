import { type AnyColumn, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instructors } from './instructors.ts';
import { staff } from './staff.ts';

/**
 * The words of a message as the office inbox's search reads them (`simple`: lower case, no stemming or stop words,
 * so every word and number is findable by its start); `messages_body_words_idx` indexes exactly this expression.
 */
export const messageWords = (body: AnyColumn) => sql`to_tsvector('simple', ${body})`;

/**
 * Each instructor's one conversation with the office (spec 4 §3). `from` is 1 for the instructor, else the
 * agent's code, with the agent's display name. `seq` orders the conversation and pages it; `client_key` makes
 * a send idempotent (one row per key and instructor, however often the browser retries).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    from: integer('from_code').notNull(),
    agentName: text('agent_name'),
    body: text('body').notNull(),
    /** A service message: the office asking for something (the home page's reminder counts the unread ones). */
    serviceMessage: boolean('service_message').notNull().default(false),
    clientKey: uuid('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the instructor saw an agent's message; their own are read when sent. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The staff member who sent an agent's message from the office console (null: the instructor, or the seed). */
    staffId: uuid('staff_id').references(() => staff.id),
  },
  (t) => [
    uniqueIndex('messages_instructor_seq_idx').on(t.instructorId, t.seq),
    uniqueIndex('messages_client_key_idx').on(t.instructorId, t.clientKey),
    index('messages_unread_idx').on(t.instructorId).where(sql`${t.readAt} is null`),
    // The office inbox's text search: the start of each word of the message (migration 0034). Written at once, not
    // through GIN's pending list (fastupdate), which every search would read until a vacuum (PGlite never runs one).
    index('messages_body_words_idx').using('gin', messageWords(t.body)).with({ fastupdate: false }),
    check('messages_sender_check', sql`(${t.from} = 1) = (${t.agentName} is null) and ${t.from} > 0`),
  ],
);

/**
 * The office's view of each conversation (issue 25 §1), kept with every message in the message's transaction:
 * when it last moved, since when the instructor has waited for an answer (their oldest message after the office's
 * last one; null when answered), how many of their messages wait, and who at the office has it.
 */
export const conversations = pgTable(
  'conversations',
  {
    instructorId: uuid('instructor_id')
      .primaryKey()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    unanswered: integer('unanswered').notNull().default(0),
    assignedStaffId: uuid('assigned_staff_id').references(() => staff.id),
  },
  (t) => [
    // The inbox's order: waiting first (the longest wait first), then the rest, latest first.
    index('conversations_inbox_idx').on(
      sql`(${t.waitingSince} is null)`,
      t.waitingSince,
      t.lastMessageAt.desc(),
      t.instructorId,
    ),
    index('conversations_assigned_idx').on(t.assignedStaffId),
    check('conversations_waiting_check', sql`(${t.waitingSince} is null) = (${t.unanswered} = 0)`),
  ],
);
