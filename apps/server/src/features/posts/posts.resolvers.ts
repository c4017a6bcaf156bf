import type { Resolvers } from '../../generated/graphql.ts';
import { requireOwnInstructor, requireViewer } from '../../graphql/context.ts';

export const postsResolvers: Resolvers = {
  Instructor: {
    posts: (parent, { input }, ctx) =>
      ctx.services.posts.listPosts(requireOwnInstructor(ctx, parent.id), input ?? {}, ctx.reads),
  },
  Query: {
    post: (_parent, { id }, ctx) => ctx.services.posts.getPost(requireViewer(ctx), id),
  },
};
