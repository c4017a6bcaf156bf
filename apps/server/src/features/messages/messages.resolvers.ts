import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { requireOwnInstructor, requireViewer } from '../../graphql/context.ts';
import type { MessagesService } from './messages.service.ts';

export const createMessagesResolvers = ({ services }: FeatureWiring<{ messages: MessagesService }>): Resolvers => ({
  Instructor: {
    messages: (parent, { input }, ctx) =>
      services.messages.listMessages(requireOwnInstructor(ctx, parent.id), input ?? {}),
  },
  Mutation: {
    sendMessage: (_parent, { input }, ctx) => services.messages.sendMessage(requireViewer(ctx), input),
    createMessage: (_parent, args, ctx) => services.messages.sendMessage(requireViewer(ctx), args),
    markMessagesRead: (_parent, { instructorId }, ctx) =>
      services.messages.markMessagesRead(requireOwnInstructor(ctx, instructorId)),
  },
});
