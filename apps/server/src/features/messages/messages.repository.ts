import { and, asc, count, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { instructors } from '../../db/schema/instructors.ts';
import { conversations, messages } from '../../db/schema/messages.ts';
import { db, preparedQuery, read } from '../../db/unit-of-work.ts';

export const messageColumns = {
  id: messages.id,
  instructorId: messages.instructorId,
  seq: messages.seq,
  body: messages.body,
  created: messages.createdAt,
  from: messages.from,
  agentName: messages.agentName,
  readAt: messages.readAt,
  serviceMessage: messages.serviceMessage,
  clientKey: messages.clientKey,
};

export type MessageRow = {
  id: string;
  instructorId: string;
  seq: number;
  body: string;
  created: Date;
  from: number;
  agentName: string | null;
  readAt: Date | null;
  serviceMessage: boolean;
  clientKey: string | null;
};

/** The position of one of the instructor's messages in their conversation; null for anyone else's. */
export const findOwnSeq = async (instructorId: string, id: string): Promise<number | null> => {
  const [row] = await db
    .select({ seq: messages.seq })
    .from(messages)
    .where(and(eq(messages.instructorId, instructorId), eq(messages.id, id)));
  return row?.seq ?? null;
};

export type MessagePage =
  | { kind: 'latest'; offset: number; total: number }
  | { kind: 'before'; seq: number; total: number }
  | { kind: 'after'; seq: number; total: number };

/** One page of the instructor's conversation, oldest first. */
export const findMessagePage = async (instructorId: string, page: MessagePage): Promise<MessageRow[]> => {
  const own = eq(messages.instructorId, instructorId);
  const select = db.select(messageColumns).from(messages);
  if (page.kind === 'after') {
    return select
      .where(and(own, gt(messages.seq, page.seq)))
      .orderBy(asc(messages.seq))
      .limit(page.total);
  }
  const where = page.kind === 'before' ? and(own, lt(messages.seq, page.seq)) : own;
  const rows = await select
    .where(where)
    .orderBy(desc(messages.seq))
    .limit(page.total)
    .offset(page.kind === 'latest' ? page.offset : 0);
  return rows.reverse();
};

export type NewMessage = typeof messages.$inferInsert;

/**
 * Stores a message unless one with the same client key is already the instructor's; either way returns the
 * stored one and whether this call made it.
 */
export const insertMessage = async (values: NewMessage): Promise<{ row: MessageRow; created: boolean }> => {
  const [row] = await db
    .insert(messages)
    .values(values)
    .onConflictDoNothing({ target: [messages.instructorId, messages.clientKey] })
    .returning(messageColumns);
  if (row) {
    await touchConversation(row);
    return { row, created: true };
  }
  const [existing] = await db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.instructorId, values.instructorId), eq(messages.clientKey, values.clientKey!)));
  return { row: existing!, created: false };
};

/**
 * Keeps the office's view of the conversation with a new message: an instructor's starts or lengthens the wait
 * (its oldest unanswered message stays the one waited on), an agent's answers it.
 */
const touchConversation = async (row: MessageRow) => {
  const fromInstructor = row.from === 1;
  await db
    .insert(conversations)
    .values({
      instructorId: row.instructorId,
      lastMessageAt: row.created,
      waitingSince: fromInstructor ? row.created : null,
      unanswered: fromInstructor ? 1 : 0,
    })
    .onConflictDoUpdate({
      target: conversations.instructorId,
      set: fromInstructor
        ? {
            lastMessageAt: sql`greatest(${conversations.lastMessageAt}, excluded.last_message_at)`,
            waitingSince: sql`coalesce(${conversations.waitingSince}, excluded.waiting_since)`,
            unanswered: sql`${conversations.unanswered} + 1`,
          }
        : {
            lastMessageAt: sql`greatest(${conversations.lastMessageAt}, excluded.last_message_at)`,
            waitingSince: null,
            unanswered: 0,
          },
    });
};

/** Marks the agents' unread messages to the instructor read; returns how many. */
export const updateMessagesRead = async (instructorId: string, at: Date): Promise<number> => {
  const rows = await db
    .update(messages)
    .set({ readAt: at })
    .where(and(eq(messages.instructorId, instructorId), isNull(messages.readAt), ne(messages.from, 1)))
    .returning({ id: messages.id });
  return rows.length;
};

/** The instructor's unread service messages, counted: built once; run with `{ instructorId }`. */
const unreadServiceCountQuery = preparedQuery(() =>
  db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.instructorId, sql.placeholder('instructorId')),
        eq(messages.serviceMessage, true),
        isNull(messages.readAt),
      ),
    ),
);

/** The office's service messages the instructor has not read (a read that joins the request's batch). */
export const countUnreadServiceMessages = async (instructorId: string): Promise<number> =>
  (await read(unreadServiceCountQuery(), { instructorId }))[0]?.n ?? 0;

/** The development office page names instructors by ADI number. */
export const findInstructorIdByAdi = async (adiNumber: string): Promise<string | null> => {
  const [row] = await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.adiNumber, adiNumber));
  return row?.id ?? null;
};
