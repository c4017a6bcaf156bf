import type { BrandCode } from '@portal/domain/access';
import { and, asc, eq, exists, getTableName, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { instructors, instructorWords, propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import { conversations, messages, messageWords } from '../../db/schema/messages.ts';
import { db } from '../../db/unit-of-work.ts';
import { selectActiveMembersWithRole, staffNameOf } from '../staff/public.repository.ts';
import { type MessageRow, messageColumns } from './messages.repository.ts';

/*
 * The office's reads and writes of the conversations (issue 25 §1). Every statement is scoped to the brands the
 * staff member sees: an instructor holding a franchise (dormant ones included) of one of those brands.
 */

/** The instructor of `instructorColumn` holds a franchise of one of `brands`. */
const holdsBrand = (instructorColumn: SQL | typeof conversations.instructorId, brands: readonly BrandCode[]): SQL =>
  brands.length === 0
    ? sql`false`
    : exists(
        db
          .select({ one: sql`1` })
          .from(propositionAllocations)
          .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
          .where(
            and(eq(propositionAllocations.instructorId, instructorColumn), inArray(propositions.brand, [...brands])),
          ),
      );

/** The instructor's brands, in order, as one JSON array. */
const brandsOf = sql<BrandCode[]>`coalesce((select json_agg(b.brand order by b.brand) from (
    select distinct p.brand from ${propositionAllocations} pa join ${propositions} p on p.id = pa.proposition_id
    where pa.instructor_id = ${conversations.instructorId}) b), '[]'::json)`;

/** The conversation's newest message, as JSON. */
const lastMessage = sql<{ body: string; from: number; agentName: string | null; created: string } | null>`(
    select json_build_object('body', m.body, 'from', m.from_code, 'agentName', m.agent_name, 'created', m.created_at)
    from ${messages} m where m.instructor_id = ${conversations.instructorId} order by m.seq desc limit 1)`;

const conversationColumns = {
  instructorId: conversations.instructorId,
  // The person's names as instructors carry them (copied by the database, migration 0027): no join on people.
  firstName: instructors.sortFirstName,
  lastName: instructors.sortLastName,
  adiNumber: instructors.adiNumber,
  brands: brandsOf,
  lastMessageAt: conversations.lastMessageAt,
  waitingSince: conversations.waitingSince,
  unanswered: conversations.unanswered,
  assignedStaffId: conversations.assignedStaffId,
  assignedStaffName: staffNameOf(conversations.assignedStaffId),
  lastMessage,
};

const withInstructor = () =>
  db
    .select(conversationColumns)
    .from(conversations)
    .innerJoin(instructors, eq(instructors.id, conversations.instructorId));

export type ConversationRow = Awaited<ReturnType<typeof findConversation>> & {};

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The search's words: what the user typed between spaces, those with a letter or a digit. */
const wordsOf = (text: string): string[] => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));

/**
 * Every word as the start of a word (`'word':*`), all of them (&): quoted, so what the user types is never the
 * query's syntax (their quotes doubled, backslashes escaped); to_tsquery splits each as it splits the text.
 */
const prefixQuery = (words: readonly string[]) =>
  sql`to_tsquery('simple', ${words.map((w) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`).join(' & ')})`;

/** The words with more than letters and digits in them ("100%", "M20?"): those characters must be there as typed. */
const literally = (words: readonly string[], text: SQL | typeof messages.body): SQL[] =>
  words.filter((w) => /[^\p{L}\p{N}]/u.test(w)).map((w) => ilike(text, containing(w)));

/** The inbox's order: waiting first, the longest wait first; then the rest, latest first (conversations_inbox_idx). */
const inboxOrder = [
  sql`${conversations.waitingSince} is null`,
  asc(conversations.waitingSince),
  sql`${conversations.lastMessageAt} desc nulls last`,
  asc(conversations.instructorId),
];

/**
 * The two ways a search finds a conversation: a message of it holds every word (each the start of one of its
 * words, in any order), or the instructor's name and ADI number do; each a semi-join on its own index
 * (messages_body_words_idx, instructors_words_idx) that the planner prices from the words' statistics. Null when
 * nothing typed has a letter or a digit.
 */
const searchSides = (text: string): [SQL, SQL] | null => {
  const words = wordsOf(text);
  if (words.length === 0) return null;
  const query = prefixQuery(words);
  const names = sql`${instructors.sortFirstName} || ' ' || ${instructors.sortLastName} || ' ' || ${instructors.adiNumber}`;
  const inMessage = exists(
    db
      .select({ one: sql`1` })
      .from(messages)
      .where(
        and(
          eq(messages.instructorId, conversations.instructorId),
          sql`${messageWords(messages.body)} @@ ${query}`,
          ...literally(words, messages.body),
        ),
      ),
  );
  const inName = inArray(
    conversations.instructorId,
    db
      .select({ id: instructors.id })
      .from(instructors)
      .where(and(sql`${instructorWords(instructors)} @@ ${query}`, ...literally(words, names))),
  );
  return [inMessage, inName];
};

/**
 * The first `count` conversations in the inbox's order that `filters` keep: the columns of them the inbox reads,
 * under their own names, so that a union of these stands in for the table (no second read of conversations).
 */
const firstRows = (filters: SQL[], count: number) =>
  db
    .select({
      instructorId: conversations.instructorId,
      lastMessageAt: conversations.lastMessageAt,
      waitingSince: conversations.waitingSince,
      unanswered: conversations.unanswered,
      assignedStaffId: conversations.assignedStaffId,
    })
    .from(conversations)
    .where(and(...filters))
    .orderBy(...inboxOrder)
    .limit(count);

export type InboxQuery = {
  brands: readonly BrandCode[];
  assignedTo: string | null;
  search: string | null;
  limit: number;
  offset: number;
};

/**
 * The inbox: conversations whose instructor waits first, the longest wait first; then the rest, latest first.
 * A search finds the conversations with a message holding every word typed, or whose instructor's name and ADI
 * number do, each word from the start of a word, case-insensitive ("hugh 1000" finds Daniel Hughes, 100001; "ughes"
 * finds nothing); a search with no letter or digit finds nothing. One statement, the page and one row more to
 * tell whether another page follows: nothing counts the conversations in scope.
 *
 * A search takes the first conversations in order found by each side on its own (a union of two ordered,
 * limited semi-joins), so the planner weighs each against the page's LIMIT: for a rare word it reads the few
 * messages holding it, for a word in most messages ("lesson") it walks the inbox's order and checks each
 * conversation until the page is full. (As one OR of the two, the planner chose a scan of every message for a
 * common word: 150-220 ms at 60,000 messages on PostgreSQL against 1-3 ms.)
 */
export const findInbox = async (query: InboxQuery) => {
  const filters: SQL[] = [holdsBrand(conversations.instructorId, query.brands)];
  if (query.assignedTo) filters.push(eq(conversations.assignedStaffId, query.assignedTo));
  const wanted = query.offset + query.limit + 1;
  if (!query.search) {
    const rows = await withInstructor()
      .where(and(...filters))
      .orderBy(...inboxOrder)
      .limit(query.limit + 1)
      .offset(query.offset);
    return { items: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
  }
  const sides = searchSides(query.search);
  if (!sides) return { items: [], hasMore: false };
  // The union's rows are what the page's columns read, in a WITH named as the table (inside it, the name is still
  // the table's: a WITH query does not see itself), so that found conversations are not looked up again: as
  // `instructor_id in (...)`, a rare word's one conversation cost a hash of every conversation.
  const found = db
    .$with(getTableName(conversations), {})
    .as(sql`(${firstRows([...filters, sides[0]], wanted)}) union (${firstRows([...filters, sides[1]], wanted)})`);
  const rows = await db
    .with(found)
    .select(conversationColumns)
    .from(conversations)
    .innerJoin(instructors, eq(instructors.id, conversations.instructorId))
    .orderBy(...inboxOrder)
    .limit(query.limit + 1)
    .offset(query.offset);
  return { items: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
};

/** One instructor's conversation, when the member sees them; null otherwise (or before any message). */
export const findConversation = async (brands: readonly BrandCode[], instructorId: string) => {
  const [row] = await withInstructor().where(
    and(eq(conversations.instructorId, instructorId), holdsBrand(conversations.instructorId, brands)),
  );
  return row ?? null;
};

/** The instructor's brands when the member sees them (they may have no conversation yet); null otherwise. */
export const findInstructorInScope = async (brands: readonly BrandCode[], instructorId: string) => {
  const [row] = await db
    .select({ id: instructors.id, firstName: instructors.sortFirstName })
    .from(instructors)
    .where(and(eq(instructors.id, instructorId), holdsBrand(sql`${instructors.id}`, brands)));
  return row ?? null;
};

/** The brands an instructor holds (what the inbox's live events are filtered by). */
export const findInstructorBrands = async (instructorId: string): Promise<BrandCode[]> => {
  const rows = await db
    .selectDistinct({ brand: propositions.brand })
    .from(propositionAllocations)
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .where(eq(propositionAllocations.instructorId, instructorId));
  return rows.map((r) => r.brand).sort();
};

/** Assigns the conversation (null: to nobody); the row before, or null when there is none. */
export const updateAssignment = async (instructorId: string, staffId: string | null) => {
  const [before] = await db
    .select({ assignedStaffId: conversations.assignedStaffId })
    .from(conversations)
    .where(eq(conversations.instructorId, instructorId))
    .for('update');
  if (!before) return null;
  await db.update(conversations).set({ assignedStaffId: staffId }).where(eq(conversations.instructorId, instructorId));
  return before;
};

/** A Support member who may take a conversation of these brands (active, holding one of them), or null. */
export const findSupportMember = async (staffId: string, brands: readonly BrandCode[]) =>
  (await selectActiveMembersWithRole('Support', brands, [staffId]))[0] ?? null;

/** Active Support members who share a brand with the member asking, by name. */
export const findSupportMembers = async (brands: readonly BrandCode[]) =>
  (await selectActiveMembersWithRole('Support', brands)).map(({ id, name }) => ({ id, name }));

/** A message by id, with its instructor (the member's scope is checked by the caller). */
export const findMessage = async (messageId: string): Promise<MessageRow | null> => {
  const [row] = await db.select(messageColumns).from(messages).where(eq(messages.id, messageId));
  return row ?? null;
};

/** Marks an agent's message a service message, or not; the row after. */
export const updateServiceMessage = async (messageId: string, serviceMessage: boolean) => {
  const [row] = await db
    .update(messages)
    .set({ serviceMessage })
    .where(and(eq(messages.id, messageId), ne(messages.from, 1)))
    .returning(messageColumns);
  return row ?? null;
};
