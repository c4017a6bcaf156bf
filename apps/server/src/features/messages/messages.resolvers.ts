import type { Resolvers } from '../../generated/graphql.ts';
import { requireOwnInstructor, requireViewer } from '../../graphql/context.ts';

export const messagesResolvers: Resolvers = {
  Instructor: {
    messages: (parent, { input }, ctx) =>
      ctx.services.messages.listMessages(requireOwnInstructor(ctx, parent.id), input ?? {}),
  },
  Mutation: {
    sendMessage: (_parent, { input }, ctx) => ctx.services.messages.sendMessage(requireViewer(ctx), input),
    markMessagesRead: (_parent, { instructorId }, ctx) =>
      ctx.services.messages.markMessagesRead(requireOwnInstructor(ctx, instructorId)),
  },
};
