import { defineFeature } from '../../feature-entry.ts';
import type { AuthService } from '../auth/index.ts';
import { registerMessageEvents } from './message-events.routes.ts';
import { createMessagesResolvers } from './messages.resolvers.ts';
import type { MessagesService } from './messages.service.ts';
import { createMessagesService } from './messages.service.ts';
import { registerOfficeDevRoute } from './office-dev.routes.ts';

export type { MessageDeps, MessagesService } from './messages.service.ts';
/** The office side: an agent's message to an instructor (the seed and tests use it until the office exists). */
export { createMessagesService, sendAgentMessage } from './messages.service.ts';
export type { MessageView } from './messages.views.ts';

/**
 * Messages: the conversation with the office. Home's reminder reads `services.messages.countUnreadServiceMessages`.
 * Spec 4 §6: messages need a franchise neither Solo nor ThirdParty (inactive instructors keep Messages).
 */
export const messagesFeature = defineFeature<{ messages: MessagesService; auth: AuthService }>()({
  createService: createMessagesService,
  resolvers: createMessagesResolvers,
  routes: (app, { deps, services }) => {
    registerMessageEvents(app, deps, services.auth);
    registerOfficeDevRoute(app, deps, services.messages);
  },
  access: {
    Instructor: { messages: 'Messages' },
    Mutation: { sendMessage: 'Messages', createMessage: 'Messages', markMessagesRead: 'Messages' },
  },
});
