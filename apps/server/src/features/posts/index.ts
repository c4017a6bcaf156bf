import { defineFeature } from '../../feature-entry.ts';
import { createPostsResolvers } from './posts.resolvers.ts';
import type { PostsService } from './posts.service.ts';
import { createPostsService } from './posts.service.ts';

export type { PostsService, PostView } from './posts.service.ts';
/** The office-side publisher, for the seed (and the office's tools when they exist). */
export { publishPost } from './posts.service.ts';

/** Posts: the brands' news and tech updates, read by home and messages through `services.posts`. */
export const postsFeature = defineFeature<{ posts: PostsService }>()({
  createService: createPostsService,
  resolvers: createPostsResolvers,
  // News and tech updates need a franchise neither Solo nor ThirdParty (spec 4 §6); home asks only then.
  access: { Query: { post: 'News' }, Instructor: { posts: 'News' } },
});
