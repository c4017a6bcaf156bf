import type { AppDeps } from '../../app-deps.ts';
import { defineFeature } from '../../feature-entry.ts';
import type { AuditService } from '../audit/index.ts';
import type { AuthService } from '../auth/index.ts';
import type { StaffService } from '../staff/index.ts';
import { createInboxOfficeResolvers } from './inbox.office-resolvers.ts';
import { createInboxService, type InboxServices } from './inbox.service.ts';
import { INBOX_ROLES, registerInboxEvents } from './inbox-events.routes.ts';
import { registerMessageEvents } from './message-events.routes.ts';
import { createMessagesResolvers } from './messages.resolvers.ts';
import { createMessagesService } from './messages.service.ts';
import { registerOfficeDevRoute } from './office-dev.routes.ts';

export type { MessageDeps } from './messages.service.ts';
/** The office side: an agent's message to an instructor (the seed and tests use it; the console replies itself). */
export { createMessagesService, sendAgentMessage } from './messages.service.ts';
export type { MessageView } from './messages.views.ts';

/** The instructor's use cases and the office's inbox (issue 25 §1), one service. */
const createMessagesFeatureService = (deps: AppDeps, services: InboxServices) => ({
  ...createMessagesService(deps),
  ...createInboxService(deps, services),
});

export type MessagesService = ReturnType<typeof createMessagesFeatureService>;

/**
 * Messages: the conversation with the office. Home's reminder reads `services.messages.countUnreadServiceMessages`.
 * Spec 4 §6: messages need a franchise neither Solo nor ThirdParty (inactive instructors keep Messages). The
 * office's side is the chat inbox (role Support, brand-scoped, every write audited), live over its own stream.
 */
export const messagesFeature = defineFeature<{
  messages: MessagesService;
  auth: AuthService;
  audit: Pick<AuditService, 'record'>;
  staff: StaffService;
}>()({
  createService: createMessagesFeatureService,
  resolvers: createMessagesResolvers,
  routes: (app, { deps, services }) => {
    registerMessageEvents(app, deps, services.auth);
    registerInboxEvents(app, deps, services.staff);
    registerOfficeDevRoute(app, deps, services.messages);
  },
  access: {
    Instructor: { messages: 'Messages' },
    Mutation: { sendMessage: 'Messages', createMessage: 'Messages', markMessagesRead: 'Messages' },
  },
  office: {
    resolvers: createInboxOfficeResolvers,
    access: {
      Query: {
        chatInbox: INBOX_ROLES,
        chatConversation: INBOX_ROLES,
        chatMessages: INBOX_ROLES,
        cannedReplies: INBOX_ROLES,
        supportMembers: INBOX_ROLES,
      },
      Mutation: {
        replyToInstructor: INBOX_ROLES,
        markServiceMessage: INBOX_ROLES,
        assignConversation: INBOX_ROLES,
        chatTyping: INBOX_ROLES,
      },
    },
  },
});
