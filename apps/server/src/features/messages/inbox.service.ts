import type { BrandCode } from '@portal/domain/access';
import { DomainError, parseCommand } from '@portal/domain/errors';
import {
  CHAT_PAGE_SIZE,
  cannedReplies,
  fillCannedReply,
  INBOX_PAGE_SIZE,
  type InboxFilterInput,
  inboxFilterSchema,
  MAX_CHAT_PAGE,
  inboxMessages as m,
  OFFICE_AGENT_CODE,
  type OfficeReplyInput,
  officeReplySchema,
} from '@portal/domain/messages';
import type { StaffViewer } from '@portal/domain/office';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuditService } from '../audit/index.ts';
import * as inbox from './inbox.repository.ts';
import { announceMessage, publishInboxEvent } from './inbox-events.ts';
import { findMessagePage, findOwnSeq, insertMessage } from './messages.repository.ts';
import { type MessageView, messageView } from './messages.views.ts';

export type InboxServices = { audit: Pick<AuditService, 'record'> };

const conversationNotFound = () => new DomainError('NOT_FOUND', m.conversationNotFound);
const messageNotFound = () => new DomainError('NOT_FOUND', m.messageNotFound);

/** The brands to read: the member's scope, narrowed to one brand when asked (a brand outside it: none). */
const scopeOf = (staff: StaffViewer, brand?: BrandCode | null): BrandCode[] =>
  brand ? staff.brands.filter((b) => b === brand) : [...staff.brands];

/** An instructor the member sees (they may have no conversation yet); a malformed or other brand's id: NOT_FOUND. */
const instructorInScope = async (staff: StaffViewer, instructorId: string) => {
  const row = isUuid(instructorId) ? await inbox.findInstructorInScope(staff.brands, instructorId) : null;
  if (!row) throw conversationNotFound();
  return row;
};

/** A message of an instructor the member sees; anything else is NOT_FOUND. */
const messageInScope = async (staff: StaffViewer, messageId: string) => {
  const row = isUuid(messageId) ? await inbox.findMessage(messageId) : null;
  if (!row || !(await inbox.findInstructorInScope(staff.brands, row.instructorId))) throw messageNotFound();
  return row;
};

/** Tells the members who see the instructor that their conversation changed (assigned, a service message). */
const announceChange = async (deps: Pick<AppDeps, 'pubsub'>, instructorId: string) => {
  const brands = await inbox.findInstructorBrands(instructorId);
  await publishInboxEvent(deps.pubsub, { kind: 'changed', instructorId, brands }).catch(() => undefined);
};

type InboxDeps = Pick<AppDeps, 'clock' | 'pubsub'>;

/** An agent's reply, stored and audited once per client key, then announced (see replyToInstructor). */
const replyAsAgent = async (
  deps: InboxDeps,
  services: InboxServices,
  staff: StaffViewer,
  raw: OfficeReplyInput,
): Promise<MessageView> => {
  const input = parseCommand(officeReplySchema, raw);
  const instructor = await instructorInScope(staff, input.instructorId);
  const serviceMessage = input.serviceMessage ?? false;
  const { row, created } = await inTransaction(async () => {
    const stored = await insertMessage({
      instructorId: instructor.id,
      from: OFFICE_AGENT_CODE,
      agentName: staff.name,
      staffId: staff.staffId,
      body: input.body,
      serviceMessage,
      clientKey: input.clientKey,
      createdAt: deps.clock.now(),
    });
    if (stored.created) {
      await services.audit.record({
        staffId: staff.staffId,
        operation: 'replyToInstructor',
        targetType: 'message',
        targetId: stored.row.id,
        instructorId: instructor.id,
        before: null,
        after: { body: stored.row.body, serviceMessage },
      });
    }
    return stored;
  });
  const message = messageView(row);
  if (created) await announceMessage(deps, message);
  return message;
};

/** The inbox's writes: each in one transaction with its audit row, announced to the office once committed. */
const inboxWrites = (deps: InboxDeps, services: InboxServices) => ({
  /**
   * The member's reply, under their name: stored once per client key (a retry, or a second click, gives the
   * message already stored, with one audit row), then pushed to the instructor's open pages on every instance.
   */
  replyToInstructor: (staff: StaffViewer, raw: OfficeReplyInput) => replyAsAgent(deps, services, staff, raw),

  /** Marks one of the office's messages a service message (the portal's home reminder while unread), or not. */
  markServiceMessage: async (staff: StaffViewer, input: { messageId: string; serviceMessage: boolean }) => {
    const before = await messageInScope(staff, input.messageId);
    if (before.from === 1) throw new DomainError('INVALID_INPUT', m.notAgentMessage, { field: 'messageId' });
    const after = await inTransaction(async () => {
      const row = await inbox.updateServiceMessage(before.id, input.serviceMessage);
      if (!row) throw messageNotFound();
      await services.audit.record({
        staffId: staff.staffId,
        operation: 'markServiceMessage',
        targetType: 'message',
        targetId: before.id,
        instructorId: before.instructorId,
        before: { serviceMessage: before.serviceMessage },
        after: { serviceMessage: row.serviceMessage },
      });
      return row;
    });
    await announceChange(deps, before.instructorId);
    return messageView(after);
  },

  /** Assigns the conversation to a Support member who sees the instructor (or to nobody: null). */
  assignConversation: async (staff: StaffViewer, input: { instructorId: string; staffId?: string | null }) => {
    const instructor = await instructorInScope(staff, input.instructorId);
    const brands = await inbox.findInstructorBrands(instructor.id);
    const assignee = input.staffId
      ? isUuid(input.staffId)
        ? await inbox.findSupportMember(input.staffId, brands)
        : null
      : null;
    if (input.staffId && !assignee) throw new DomainError('INVALID_INPUT', m.assigneeNotSupport, { field: 'staffId' });
    await inTransaction(async () => {
      const before = await inbox.updateAssignment(instructor.id, assignee?.id ?? null);
      if (!before) throw conversationNotFound();
      await services.audit.record({
        staffId: staff.staffId,
        operation: 'assignConversation',
        targetType: 'conversation',
        targetId: instructor.id,
        instructorId: instructor.id,
        before: { assignedStaffId: before.assignedStaffId },
        after: { assignedStaffId: assignee?.id ?? null },
      });
    });
    await announceChange(deps, instructor.id);
    const conversation = await inbox.findConversation(staff.brands, instructor.id);
    if (!conversation) throw conversationNotFound();
    return conversation;
  },
});

/** The inbox's reads, each scoped to the member's brands. */
const inboxReads = (deps: InboxDeps) => ({
  /** Waiting conversations first (longest wait first), then the rest, latest first; filtered and searched. */
  listInbox: (staff: StaffViewer, raw: InboxFilterInput = {}) => {
    const filter = parseCommand(inboxFilterSchema, raw);
    return inbox.findInbox({
      brands: scopeOf(staff, filter.brand),
      assignedTo: filter.assignedToMe ? staff.staffId : null,
      search: filter.search || null,
      limit: filter.limit ?? INBOX_PAGE_SIZE,
      offset: filter.offset ?? 0,
    });
  },

  /** One instructor's conversation as the inbox shows it; null before their first message. */
  getConversation: async (staff: StaffViewer, instructorId: string) => {
    const instructor = await instructorInScope(staff, instructorId);
    return { instructor, conversation: await inbox.findConversation(staff.brands, instructor.id) };
  },

  /** A page of the conversation, oldest first: the latest, or the page before a message (scrolling up). */
  listConversationMessages: async (
    staff: StaffViewer,
    input: { instructorId: string; before?: string | null; total?: number | null },
  ): Promise<MessageView[]> => {
    const instructor = await instructorInScope(staff, input.instructorId);
    const total = Math.min(Math.max(Math.trunc(input.total ?? CHAT_PAGE_SIZE), 1), MAX_CHAT_PAGE);
    if (!input.before)
      return (await findMessagePage(instructor.id, { kind: 'latest', offset: 0, total })).map(messageView);
    const seq = isUuid(input.before) ? await findOwnSeq(instructor.id, input.before) : null;
    if (seq === null) throw messageNotFound();
    return (await findMessagePage(instructor.id, { kind: 'before', seq, total })).map(messageView);
  },

  /** The Support members a conversation may be assigned to (those sharing a brand with the member). */
  listSupportMembers: (staff: StaffViewer) => inbox.findSupportMembers(staff.brands),

  /** The canned replies, filled in for the instructor. */
  listCannedReplies: async (staff: StaffViewer, instructorId: string) => {
    const instructor = await instructorInScope(staff, instructorId);
    return cannedReplies.map((reply) => ({ ...reply, body: fillCannedReply(reply, instructor) }));
  },

  /** "Priya is replying": told to the other members who see the instructor (nothing stored). */
  signalTyping: async (staff: StaffViewer, instructorId: string): Promise<boolean> => {
    const instructor = await instructorInScope(staff, instructorId);
    const brands = await inbox.findInstructorBrands(instructor.id);
    await publishInboxEvent(deps.pubsub, {
      kind: 'typing',
      instructorId: instructor.id,
      brands,
      staffId: staff.staffId,
      name: staff.name,
    });
    return true;
  },
});

/** The office's chat inbox (issue 25 §1): role Support, every read and write scoped to the member's brands. */
export const createInboxService = (deps: InboxDeps, services: InboxServices) => ({
  ...inboxReads(deps),
  ...inboxWrites(deps, services),
});

export type InboxService = ReturnType<typeof createInboxService>;
