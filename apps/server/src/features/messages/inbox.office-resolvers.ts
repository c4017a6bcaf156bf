import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/office-graphql.ts';
import { requireStaff } from '../../graphql/office-context.ts';
import type { ConversationRow } from './inbox.repository.ts';
import type { InboxService } from './inbox.service.ts';
import type { MessageView } from './messages.views.ts';

type Wiring = FeatureWiring<{ messages: InboxService }>;

/** The office's view of a message. */
const chatMessageView = (message: MessageView) => ({
  id: message.id,
  instructorId: message.instructorId,
  body: message.body,
  created: message.created,
  fromInstructor: message.from === 1,
  from: message.from,
  agentName: message.agentName,
  read: message.read,
  serviceMessage: message.serviceMessage,
});

/** The API's view of a conversation. */
const conversationView = (row: ConversationRow) => ({
  instructorId: row.instructorId,
  instructorName: `${row.firstName} ${row.lastName}`,
  adiNumber: row.adiNumber,
  brands: row.brands,
  lastMessageAt: row.lastMessageAt,
  waitingSince: row.waitingSince,
  unanswered: row.unanswered,
  lastMessageBody: row.lastMessage?.body ?? null,
  lastMessageFromInstructor: row.lastMessage ? row.lastMessage.from === 1 : null,
  assignedTo:
    row.assignedStaffId && row.assignedStaffName ? { id: row.assignedStaffId, name: row.assignedStaffName } : null,
});

/** The chat inbox at the office's door: thin, each a call of the inbox's use cases. */
export const createInboxOfficeResolvers = ({ services }: Wiring): Resolvers => ({
  Query: {
    chatInbox: async (_parent, { input }, ctx) => {
      const page = await services.messages.listInbox(requireStaff(ctx), input ?? {});
      return { items: page.items.map(conversationView), hasMore: page.hasMore };
    },
    chatConversation: async (_parent, { instructorId }, ctx) => {
      const { conversation } = await services.messages.getConversation(requireStaff(ctx), instructorId);
      return conversation ? conversationView(conversation) : null;
    },
    chatMessages: async (_parent, args, ctx) =>
      (await services.messages.listConversationMessages(requireStaff(ctx), args)).map(chatMessageView),
    cannedReplies: (_parent, { instructorId }, ctx) =>
      services.messages.listCannedReplies(requireStaff(ctx), instructorId),
    supportMembers: (_parent, _args, ctx) => services.messages.listSupportMembers(requireStaff(ctx)),
  },
  Mutation: {
    replyToInstructor: async (_parent, { input }, ctx) =>
      chatMessageView(await services.messages.replyToInstructor(requireStaff(ctx), input)),
    markServiceMessage: async (_parent, args, ctx) =>
      chatMessageView(await services.messages.markServiceMessage(requireStaff(ctx), args)),
    assignConversation: async (_parent, args, ctx) =>
      conversationView(await services.messages.assignConversation(requireStaff(ctx), args)),
    chatTyping: (_parent, { instructorId }, ctx) => services.messages.signalTyping(requireStaff(ctx), instructorId),
  },
});
