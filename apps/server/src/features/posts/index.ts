import { defineFeature } from '../../feature-entry.ts';
import type { AuditService } from '../audit/index.ts';
import type { StaffService } from '../staff/index.ts';
import { registerPostImageRoutes } from './post-images.routes.ts';
import { createPostsOfficeResolvers } from './posts.office-resolvers.ts';
import { createPostsResolvers } from './posts.resolvers.ts';
import type { PostsService } from './posts.service.ts';
import { createPostsService } from './posts.service.ts';

export type { PostsService, PostView } from './posts.service.ts';
/** The office-side publisher, for the seed. */
export { publishPost } from './posts.service.ts';

const CONTENT = { roles: ['Content'] } as const;

/**
 * Posts: the brands' news and tech updates, read by home and messages through `services.posts`; the office's news
 * desk (issue 25 §2, role Content) writes, schedules, edits and unpublishes them, with images in blob storage.
 */
export const postsFeature = defineFeature<{ posts: PostsService; audit: AuditService; staff: StaffService }>()({
  createService: createPostsService,
  resolvers: createPostsResolvers,
  // News and tech updates need a franchise neither Solo nor ThirdParty (spec 4 §6); home asks only then.
  access: { Query: { post: 'News' }, Instructor: { posts: 'News' } },
  routes: async (app, { deps, services }) => {
    await registerPostImageRoutes(app, deps, services, CONTENT);
  },
  office: {
    resolvers: createPostsOfficeResolvers,
    access: {
      Query: { officePosts: CONTENT, officePost: CONTENT },
      Mutation: { createPost: CONTENT, updatePost: CONTENT, publishPost: CONTENT, unpublishPost: CONTENT },
    },
  },
});
