import { messagesResolvers } from './messages.resolvers.ts';
import { createMessagesService } from './messages.service.ts';

export type { MessageView } from './message.views.ts';
/** The push route: GET /api/messages/events. */
export { registerMessageEvents } from './message-events.ts';
export type { MessageDeps, MessagesService } from './messages.service.ts';
/** The office side: an agent's message to an instructor (the seed and tests use it until the office exists). */
export { createMessagesService, sendAgentMessage } from './messages.service.ts';

/**
 * Messages: the conversation with the office. Home's reminder reads `services.messages.countUnreadServiceMessages`.
 * Spec 4 §6: messages need a franchise neither Solo nor ThirdParty (inactive instructors keep Messages).
 */
export const messagesFeature = {
  resolvers: messagesResolvers,
  createService: createMessagesService,
  access: {
    Instructor: { messages: 'Messages' },
    Mutation: { sendMessage: 'Messages', markMessagesRead: 'Messages' },
  },
} as const;
