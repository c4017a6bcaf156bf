import { createHash, randomUUID } from 'node:crypto';
import { DomainError, parseCommand } from '@portal/domain/errors';
import type { BrandCode, StaffViewer } from '@portal/domain/office';
import {
  isPostImageType,
  officePostMessages as m,
  officePostStateOf,
  POST_IMAGE_MAX_BYTES,
  type PostDraftInput,
  type PostType,
  postDraftSchema,
  postImagePath,
  postTypes,
  publishAtProblem,
  publishMinute,
  type SchedulePostInput,
  schedulePostSchema,
  type UpdatePostInput,
  updatePostSchema,
} from '@portal/domain/posts';
import { fileTypeFromBuffer } from 'file-type';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { sanitizeRichText } from '../../lib/sanitize/sanitize-rich-text.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuditService } from '../audit/index.ts';
import {
  findOfficePost,
  findOfficePosts,
  insertOfficePost,
  type OfficePostRow,
  updateOfficePost,
} from './posts.repository.ts';

export type PostsOfficeNeeds = { audit: Pick<AuditService, 'record'> };

/** What the office sees of a post: the row and where it is in its life now. */
export type OfficePostView = OfficePostRow & { state: ReturnType<typeof officePostStateOf> };

const OFFICE_LIST_LIMIT = 200;
const notFound = () => new DomainError('NOT_FOUND', m.postNotFound);
const refused = (message: string, field?: string) =>
  new DomainError('INVALID_INPUT', message, field ? { field } : undefined);

/** The blob key of an uploaded image: never the author's file name. */
export const postImageKey = (id: string) => `post-images/${id}`;

/** The values an audit entry keeps of a post: its words and state, the content by its digest (it can be large). */
const audited = (row: OfficePostRow) => ({
  brand: row.brand,
  type: row.type,
  status: row.status,
  title: row.title,
  author: row.author,
  publishedAt: row.date.toISOString(),
  contentSha256: createHash('sha256').update(row.content).digest('hex'),
});

/** The content as it may be stored: refused when nothing is left once made safe. */
const safeContent = (html: string) => {
  const content = sanitizeRichText(html);
  if (!content) throw refused(m.contentUnsafe, 'content');
  return content;
};

const assertBrand = (staff: StaffViewer, brand: BrandCode) => {
  if (!staff.brands.includes(brand)) throw refused(m.notYourBrand, 'brand');
};

/**
 * The news desk's use cases (issue 25 §2), role Content: every one scoped to the member's brands (another brand's
 * post is NOT_FOUND), every write audited in its own transaction.
 */
export const createPostsOfficeService = (deps: AppDeps, services: PostsOfficeNeeds) => {
  const now = () => deps.clock.now();
  const view = (row: OfficePostRow): OfficePostView => ({
    ...row,
    state: officePostStateOf(row.status, row.date, now()),
  });

  const getLocked = async (staff: StaffViewer, id: string) => {
    const row = isUuid(id) ? await findOfficePost(staff.brands, id, true) : undefined;
    if (!row) throw notFound();
    return row;
  };

  /** One audited change of a post, in one transaction with its audit row. */
  const change = (
    staff: StaffViewer,
    id: string,
    operation: string,
    decide: (row: OfficePostRow) => Partial<Parameters<typeof updateOfficePost>[1]>,
  ) =>
    inTransaction(async () => {
      const before = await getLocked(staff, id);
      const after = await updateOfficePost(before.id, { ...decide(before), updatedAt: now() });
      await services.audit.record({
        staffId: staff.staffId,
        operation,
        targetType: 'Post',
        targetId: before.id,
        before: audited(before),
        after: audited(after),
      });
      return view(after);
    });

  return {
    listOfficePosts: async (staff: StaffViewer, filter: { brand?: BrandCode | null; type?: PostType | null } = {}) => {
      const brands = filter.brand ? staff.brands.filter((b) => b === filter.brand) : staff.brands;
      if (brands.length === 0) return [];
      const rows = await findOfficePosts(brands, filter.type ? [filter.type] : postTypes, OFFICE_LIST_LIMIT);
      return rows.map(view);
    },

    getOfficePost: async (staff: StaffViewer, id: string) => {
      const row = isUuid(id) ? await findOfficePost(staff.brands, id) : undefined;
      if (!row) throw notFound();
      return view(row);
    },

    /** A new post of one brand, a draft until published. */
    createPost: (staff: StaffViewer, raw: PostDraftInput) => {
      const input = parseCommand(postDraftSchema, raw);
      assertBrand(staff, input.brand);
      const content = safeContent(input.content);
      return inTransaction(async () => {
        const at = now();
        const row = await insertOfficePost({
          ...input,
          content,
          status: 'Draft',
          publishedAt: at,
          createdAt: at,
          updatedAt: at,
        });
        await services.audit.record({
          staffId: staff.staffId,
          operation: 'createPost',
          targetType: 'Post',
          targetId: row.id,
          after: audited(row),
        });
        return view(row);
      });
    },

    /** Edits a post in any state; a live one changes for instructors at once (they read the row). */
    updatePost: (staff: StaffViewer, raw: UpdatePostInput) => {
      const { id, ...input } = parseCommand(updatePostSchema, raw);
      assertBrand(staff, input.brand);
      const content = safeContent(input.content);
      return change(staff, id, 'updatePost', () => ({ ...input, content }));
    },

    /** Live now, or from the chosen minute on (seen then: the feed asks publishedAt <= now). */
    schedulePost: (staff: StaffViewer, raw: SchedulePostInput) => {
      const input = parseCommand(schedulePostSchema, raw);
      const at = now();
      if (input.publishAt) {
        const problem = publishAtProblem(input.publishAt, at);
        if (problem) throw refused(problem, 'publishAt');
      }
      return change(staff, input.id, 'publishPost', (row) => {
        if (officePostStateOf(row.status, row.date, at) === 'Live') throw refused(m.alreadyLive);
        const minute = input.publishAt ? publishMinute(input.publishAt) : at;
        return { status: 'Live', publishedAt: minute.getTime() < at.getTime() ? at : minute };
      });
    },

    /** Off the portal at once (Removed); published again later with publishPost. */
    unpublishPost: (staff: StaffViewer, id: string) =>
      change(staff, id, 'unpublishPost', (row) => {
        if (row.status !== 'Live') throw refused(m.notPublished);
        return { status: 'Removed' };
      }),

    /** Stores an image for a post (the type from its bytes), served at /api/post-images/{id} to the portal. */
    uploadPostImage: async (staff: StaffViewer, bytes: Buffer) => {
      if (bytes.length === 0) throw refused(m.imageEmpty, 'file');
      if (bytes.length > POST_IMAGE_MAX_BYTES) throw refused(m.imageTooLarge, 'file');
      const detected = await fileTypeFromBuffer(bytes);
      if (!detected || !isPostImageType(detected.mime)) throw refused(m.imageType, 'file');
      const id = randomUUID();
      await deps.blobs.put(postImageKey(id), bytes, detected.mime);
      await inTransaction(() =>
        services.audit.record({
          staffId: staff.staffId,
          operation: 'uploadPostImage',
          targetType: 'PostImage',
          targetId: id,
          after: { contentType: detected.mime, bytes: bytes.length },
        }),
      );
      return { id, url: postImagePath(id) };
    },
  };
};

export type PostsOfficeService = ReturnType<typeof createPostsOfficeService>;
