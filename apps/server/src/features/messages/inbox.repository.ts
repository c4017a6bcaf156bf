import type { BrandCode } from '@portal/domain/access';
import { and, asc, eq, exists, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { instructors, propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import { conversations, messages } from '../../db/schema/messages.ts';
import { people } from '../../db/schema/people.ts';
import { db } from '../../db/unit-of-work.ts';
import { selectActiveMembersWithRole, selectStaffByIds } from '../staff/public.repository.ts';
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
  firstName: people.firstName,
  lastName: people.lastName,
  adiNumber: instructors.adiNumber,
  brands: brandsOf,
  lastMessageAt: conversations.lastMessageAt,
  waitingSince: conversations.waitingSince,
  unanswered: conversations.unanswered,
  assignedStaffId: conversations.assignedStaffId,
  lastMessage,
};

const withInstructor = () =>
  db
    .select(conversationColumns)
    .from(conversations)
    .innerJoin(instructors, eq(instructors.id, conversations.instructorId))
    .innerJoin(people, eq(people.id, instructors.personId));

/** The rows with the name of the member each is assigned to. */
const withAssignees = async <R extends { assignedStaffId: string | null }>(rows: R[]) => {
  const ids = [...new Set(rows.flatMap((r) => (r.assignedStaffId ? [r.assignedStaffId] : [])))];
  const names = new Map((await selectStaffByIds(ids)).map((m) => [m.id, m.name]));
  return rows.map((r) => ({
    ...r,
    assignedStaffName: r.assignedStaffId ? (names.get(r.assignedStaffId) ?? null) : null,
  }));
};

export type ConversationRow = Awaited<ReturnType<typeof findConversation>> & {};

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The ids of the instructors a search finds: those with a message containing the text (read once, through the
 * trigram index messages_body_trgm_idx), and those whose name or ADI number contains it (from `instructors` alone:
 * their copy of the person's names, so learners are never read). One statement, in a transaction of its own with
 * sequential scans priced out (and JIT off): for text made of common words ("lesson" in every message) the planner prices the
 * trigram index near a scan of every message, which costs ten times as much (EXPLAIN ANALYZE at 60,000 messages:
 * 4-8 ms against 60 ms), and a scan of every message is never right for a search.
 */
const findInstructorsMatching = (text: string): Promise<string[]> => {
  const like = containing(text);
  return db.transaction(async () => {
    // Priced out, a scan costs 10^10, which would also make PostgreSQL compile the statement (JIT, 60 ms): off too.
    await db.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`);
    const rows = await union(
      db.select({ id: messages.instructorId }).from(messages).where(ilike(messages.body, like)),
      db
        .select({ id: instructors.id })
        .from(instructors)
        .where(
          or(
            ilike(sql`${instructors.sortFirstName} || ' ' || ${instructors.sortLastName}`, like),
            ilike(instructors.adiNumber, like),
          ),
        ),
    );
    // Inside a caller's transaction this one is a savepoint, and the settings would outlive it: back at once.
    await db.execute(
      sql`select set_config(name, reset_val, true) from pg_settings where name in ('enable_seqscan', 'jit')`,
    );
    return rows.map((r) => r.id);
  });
};

export type InboxQuery = {
  brands: readonly BrandCode[];
  assignedTo: string | null;
  search: string | null;
  limit: number;
  offset: number;
};

/**
 * The inbox: conversations whose instructor waits first, the longest wait first; then the rest, latest first.
 * A search matches the instructor's name or ADI number, or the text of any message of the conversation: anywhere
 * in it, case-insensitive (ILIKE, as typed: a trigram index serves it, so "ughes" or "lesson 12" find what they
 * contain, which a word-prefix text search would not); see findInstructorsMatching.
 */
export const findInbox = async (query: InboxQuery) => {
  const filters: SQL[] = [holdsBrand(conversations.instructorId, query.brands)];
  if (query.assignedTo) filters.push(eq(conversations.assignedStaffId, query.assignedTo));
  if (query.search) {
    const found = await findInstructorsMatching(query.search);
    if (found.length === 0) return { items: [], total: 0 };
    filters.push(inArray(conversations.instructorId, found));
  }
  const where = and(...filters);
  const [items, [count]] = await Promise.all([
    withInstructor()
      .where(where)
      .orderBy(
        sql`${conversations.waitingSince} is null`,
        asc(conversations.waitingSince),
        sql`${conversations.lastMessageAt} desc nulls last`,
        asc(conversations.instructorId),
      )
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(conversations)
      .innerJoin(instructors, eq(instructors.id, conversations.instructorId))
      .innerJoin(people, eq(people.id, instructors.personId))
      .where(where),
  ]);
  return { items: await withAssignees(items), total: count?.total ?? 0 };
};

/** One instructor's conversation, when the member sees them; null otherwise (or before any message). */
export const findConversation = async (brands: readonly BrandCode[], instructorId: string) => {
  const [row] = await withInstructor().where(
    and(eq(conversations.instructorId, instructorId), holdsBrand(conversations.instructorId, brands)),
  );
  return row ? ((await withAssignees([row]))[0] ?? null) : null;
};

/** The instructor's brands when the member sees them (they may have no conversation yet); null otherwise. */
export const findInstructorInScope = async (brands: readonly BrandCode[], instructorId: string) => {
  const [row] = await db
    .select({ id: instructors.id, firstName: people.firstName })
    .from(instructors)
    .innerJoin(people, eq(people.id, instructors.personId))
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
