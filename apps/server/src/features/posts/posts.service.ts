import { heldBrands } from '@portal/domain/access';
import { DomainError, parseCommand } from '@portal/domain/errors';
import {
  type ListPostsInput,
  listPostsSchema,
  type PublishPostInput,
  postTypes,
  publishPostSchema,
} from '@portal/domain/posts';
import { accessViewerOf } from '../../access/viewer-facts.ts';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import { sanitizeRichText } from '../../lib/sanitize/sanitize-rich-text.ts';
import { isUuid } from '../../lib/uuid.ts';
import { createPostsOfficeService, type PostsOfficeNeeds } from './posts.office.ts';
import { findLivePost, findLivePosts, insertPost, type PostRow } from './posts.repository.ts';

/** What `Post` resolves from. */
export type PostView = PostRow;

const DEFAULT_PAGE = 20;
const notFound = () => new DomainError('NOT_FOUND', 'Post not found');

/**
 * The office side: stores a post with its content sanitised (spec 1 §9), Live unless told otherwise. Used by the
 * seed now and by the office's tools later; instructors never call it.
 */
export const publishPost = async (input: PublishPostInput, now: Date): Promise<PostView> => {
  const post = parseCommand(publishPostSchema, input);
  const content = sanitizeRichText(post.content);
  if (!content)
    throw new DomainError('INVALID_INPUT', 'The post has no content left once made safe', { field: 'content' });
  const { publishedAt, ...rest } = post;
  return insertPost({ ...rest, content, publishedAt: publishedAt ?? now });
};

/** Posts as instructors read them: live ones of the brands they hold (dormant franchises give no brand). */
export const createPostsService = (deps: AppDeps, services: PostsOfficeNeeds) => {
  // The franchises are the viewer's facts every request has already read (cached per instance, evicted on change).
  const brandsOf = async (viewer: Viewer) => {
    const facts = await deps.viewers.load(viewer.instructorId);
    return facts ? heldBrands(accessViewerOf(facts).propositions) : [];
  };
  return {
    listPosts: async (viewer: Viewer, input: ListPostsInput = {}): Promise<PostView[]> => {
      const query = parseCommand(listPostsSchema, input);
      const brands = await brandsOf(viewer);
      if (brands.length === 0) return [];
      const types = query.type && query.type.length > 0 ? query.type : postTypes;
      const page = { types, limit: query.limit ?? DEFAULT_PAGE, offset: query.offset ?? 0, now: deps.clock.now() };
      return findLivePosts(brands, page);
    },

    /** A post of a brand the instructor does not hold, a draft, a removed post or a made-up id: NOT_FOUND. */
    getPost: async (viewer: Viewer, id: string): Promise<PostView> => {
      if (!isUuid(id)) throw notFound();
      const post = await findLivePost(await brandsOf(viewer), id, deps.clock.now());
      if (!post) throw notFound();
      return post;
    },

    publishPost: (input: PublishPostInput) => publishPost(input, deps.clock.now()),

    /** The office's news desk (role Content). */
    ...createPostsOfficeService(deps, services),
  };
};

export type PostsService = ReturnType<typeof createPostsService>;
