import { z } from 'zod';
import { brandCodes } from '../access/index.ts';
import { contentStatuses, postTypes } from './enums.ts';

/** The home card shows the latest five (spec 4 §9); a list page asks for at most fifty at a time. */
export const HOME_POSTS_LIMIT = 5;
export const MAX_POSTS_PAGE = 50;

/**
 * InstructorPosts' input (spec 4 §7): the types wanted (both when left out), status Live (the only one an
 * instructor may ask for), and a page.
 */
export const listPostsSchema = z.object({
  type: z.array(z.enum(postTypes)).nullish(),
  status: z
    .enum(contentStatuses)
    .refine((status) => status === 'Live', 'Only live posts can be listed')
    .nullish(),
  limit: z.number().int().min(1).max(MAX_POSTS_PAGE).nullish(),
  offset: z.number().int().min(0).nullish(),
});
export type ListPostsInput = z.input<typeof listPostsSchema>;

/** A post as the office publishes it (publishPost): the content is rich text, sanitised before it is stored. */
export const publishPostSchema = z.object({
  id: z.uuid().optional(),
  brand: z.enum(brandCodes),
  type: z.enum(postTypes),
  status: z.enum(contentStatuses).default('Live'),
  title: z.string().trim().min(1).max(200),
  author: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(200_000),
  publishedAt: z.date().optional(),
});
export type PublishPostInput = z.input<typeof publishPostSchema>;
