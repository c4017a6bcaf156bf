import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { requireOwnInstructor, requireViewer } from '../../graphql/context.ts';
import type { PostsService } from './posts.service.ts';

export const createPostsResolvers = ({ services }: FeatureWiring<{ posts: PostsService }>): Resolvers => ({
  Instructor: {
    posts: (parent, { input }, ctx) => services.posts.listPosts(requireOwnInstructor(ctx, parent.id), input ?? {}),
  },
  Query: {
    post: (_parent, { id }, ctx) => services.posts.getPost(requireViewer(ctx), id),
  },
});
