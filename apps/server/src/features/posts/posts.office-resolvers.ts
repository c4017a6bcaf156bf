import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/office-graphql.ts';
import { requireStaff } from '../../graphql/office-context.ts';
import type { OfficePostView } from './posts.office.ts';
import type { PostsService } from './posts.service.ts';

type Wiring = FeatureWiring<{ posts: PostsService }>;

const postView = (row: OfficePostView) => ({
  id: row.id,
  brand: row.brand,
  type: row.type,
  state: row.state,
  title: row.title,
  author: row.author,
  content: row.content,
  publishedAt: row.date,
  updatedAt: row.updatedAt,
});

/** The news desk at the office's door: thin, each a call of the posts service. */
export const createPostsOfficeResolvers = ({ services }: Wiring): Resolvers => ({
  Query: {
    officePosts: async (_parent, args, ctx) =>
      (await services.posts.listOfficePosts(requireStaff(ctx), args)).map(postView),
    officePost: async (_parent, { id }, ctx) => postView(await services.posts.getOfficePost(requireStaff(ctx), id)),
  },
  Mutation: {
    createPost: async (_parent, { input }, ctx) => postView(await services.posts.createPost(requireStaff(ctx), input)),
    updatePost: async (_parent, { input }, ctx) => postView(await services.posts.updatePost(requireStaff(ctx), input)),
    publishPost: async (_parent, { id, publishAt }, ctx) =>
      postView(await services.posts.schedulePost(requireStaff(ctx), { id, publishAt })),
    unpublishPost: async (_parent, { id }, ctx) => postView(await services.posts.unpublishPost(requireStaff(ctx), id)),
  },
});
