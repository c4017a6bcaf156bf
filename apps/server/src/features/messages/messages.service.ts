import { randomUUID } from 'node:crypto';
import { bookingMessages } from '@portal/domain/calendar';
import { DomainError, parseCommand } from '@portal/domain/errors';
import {
  type AgentMessageInput,
  agentMessageSchema,
  CHAT_PAGE_SIZE,
  type GetMessagesInput,
  getMessagesSchema,
  INSTRUCTOR_SENDER,
  type SendMessageInput,
  sendMessageSchema,
} from '@portal/domain/messages';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { isUuid } from '../../lib/uuid.ts';
import { announceMessage } from './inbox-events.ts';
import {
  countUnreadServiceMessages,
  findMessagePage,
  findOwnSeq,
  insertMessage,
  type MessagePage,
  updateMessagesRead,
} from './messages.repository.ts';
import { type MessageView, messageView } from './messages.views.ts';

export type MessageDeps = Pick<AppDeps, 'clock' | 'pubsub'>;

const messageNotFound = () => new DomainError('NOT_FOUND', 'Message not found');

/** A cursor is one of the viewer's own messages; anyone else's id, or a made-up one, is not found. */
const seqOf = async (viewer: Viewer, id: string) => {
  const seq = isUuid(id) ? await findOwnSeq(viewer.instructorId, id) : null;
  if (seq === null) throw messageNotFound();
  return seq;
};

const pageOf = async (viewer: Viewer, input: GetMessagesInput): Promise<MessagePage> => {
  const query = parseCommand(getMessagesSchema, input);
  const total = query.total ?? CHAT_PAGE_SIZE;
  if (query.before && query.after) {
    throw new DomainError('INVALID_INPUT', 'Ask for messages before or after one, not both', { field: 'after' });
  }
  if (query.before) return { kind: 'before', seq: await seqOf(viewer, query.before), total };
  if (query.after) return { kind: 'after', seq: await seqOf(viewer, query.after), total };
  return { kind: 'latest', offset: query.offset ?? 0, total };
};

/** Stores a message and tells every server instance, so the instructor's open pages show it within a second. */
const storeAndPush = async (deps: MessageDeps, values: Parameters<typeof insertMessage>[0]) => {
  const { row, created } = await inTransaction(() => insertMessage(values));
  const message = messageView(row);
  // Pushed after the commit; a failed push costs a resync, never the message.
  if (created) await announceMessage(deps, message);
  return message;
};

/**
 * The office side: an agent's message to an instructor (a reply, or a service message asking for something).
 * The office's tools will call it; the seed and tests do now.
 */
export const sendAgentMessage = async (deps: MessageDeps, input: AgentMessageInput): Promise<MessageView> => {
  const message = parseCommand(agentMessageSchema, input);
  return storeAndPush(deps, {
    instructorId: message.instructorId,
    from: message.agentCode,
    agentName: message.agentName,
    body: message.body,
    serviceMessage: message.serviceMessage,
    createdAt: deps.clock.now(),
  });
};

/** The instructor's conversation with the office (spec 3 §2.6, §4; spec 4 §7 GetMessages, sendMessage). */
export const createMessagesService = (deps: MessageDeps) => ({
  /** A page of the conversation, oldest first: the latest (GetMessages' offset and total), or before/after one. */
  listMessages: async (viewer: Viewer, input: GetMessagesInput = {}): Promise<MessageView[]> => {
    const page = await pageOf(viewer, input);
    return (await findMessagePage(viewer.instructorId, page)).map(messageView);
  },

  /** Sends as the instructor (from 1). The same client key again gives the message already stored. */
  sendMessage: async (viewer: Viewer, input: SendMessageInput): Promise<MessageView> => {
    const message = parseCommand(sendMessageSchema, input);
    if (message.instructorId !== viewer.instructorId) {
      throw new DomainError('NOT_FOUND', bookingMessages.instructorNotFound);
    }
    const now = deps.clock.now();
    return storeAndPush(deps, {
      instructorId: viewer.instructorId,
      from: INSTRUCTOR_SENDER,
      body: message.body,
      clientKey: message.clientKey ?? randomUUID(),
      createdAt: now,
      readAt: now,
    });
  },

  /** The instructor has seen the conversation: the agents' messages are read. Returns how many changed. */
  markMessagesRead: (viewer: Viewer): Promise<number> => updateMessagesRead(viewer.instructorId, deps.clock.now()),

  /** For the home page's reminder (issue 11): the office's service messages the instructor has not read. */
  countUnreadServiceMessages: (viewer: Viewer): Promise<number> => countUnreadServiceMessages(viewer.instructorId),

  sendAgentMessage: (input: AgentMessageInput) => sendAgentMessage(deps, input),
});

export type MessagesService = ReturnType<typeof createMessagesService>;
