import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { z } from 'zod';
import { brandCodes } from '../access/index.ts';
import { inZone, UK_TIME_ZONE } from '../time/time.ts';
import { singleLineText } from '../validation/text.ts';
import { type ContentStatus, postTypes } from './enums.ts';

/** The office's news desk (issue 25 §2): drafts, publishing now or at a minute, unpublishing, images. */
export const officePostMessages = {
  postNotFound: 'We could not find that post',
  titleRequired: 'Enter a title',
  titleTooLong: 'Use at most 200 characters for the title',
  authorRequired: 'Enter who the post is from',
  contentRequired: 'Write the post before saving it',
  contentUnsafe: 'Nothing of the post is left once made safe: write it in the editor',
  publishAtPast: 'Choose a time from now on',
  publishAtTooFar: 'Choose a time within a year',
  notYourBrand: 'You publish only for the brands you work with',
  imageType: 'Upload a PNG, JPEG, GIF or WebP image',
  imageTooLarge: 'Upload an image of at most 5 MB',
  alreadyLive: 'The post is live already',
  notPublished: 'The post is not published',
  imageEmpty: 'Choose an image to upload',
} as const;
const m = officePostMessages;

/** Where an office post is: a draft, live at a time still to come, live, or unpublished. */
export const officePostStates = ['Draft', 'Scheduled', 'Live', 'Removed'] as const;
export type OfficePostState = (typeof officePostStates)[number];

/** A Live post is seen from its publishing time on (the feed asks publishedAt <= now): before it, Scheduled. */
export const officePostStateOf = (status: ContentStatus, publishedAt: Date, now: Date): OfficePostState =>
  status === 'Live' ? (publishedAt.getTime() > now.getTime() ? 'Scheduled' : 'Live') : status;

/** A post's words as the author writes them (create and edit); the content is sanitised by the server. */
export const postDraftSchema = z.object({
  brand: z.enum(brandCodes),
  type: z.enum(postTypes),
  title: singleLineText().trim().min(1, m.titleRequired).max(200, m.titleTooLong),
  author: singleLineText().trim().min(1, m.authorRequired).max(100, m.authorRequired),
  content: z.string().trim().min(1, m.contentRequired).max(200_000, m.contentRequired),
});
export type PostDraftInput = z.input<typeof postDraftSchema>;

export const updatePostSchema = postDraftSchema.extend({ id: z.uuid(m.postNotFound) });
export type UpdatePostInput = z.input<typeof updatePostSchema>;

/** Publishing: now when no time is given, else at that minute (seconds dropped). */
export const schedulePostSchema = z.object({
  id: z.uuid(m.postNotFound),
  publishAt: z.date().nullish(),
});
export type SchedulePostInput = z.input<typeof schedulePostSchema>;

const MINUTE = 60_000;
const YEAR = 366 * 24 * 60 * MINUTE;

/** The minute a post goes live at: the start of the chosen minute; null for now. */
export const publishMinute = (publishAt: Date): Date => new Date(Math.floor(publishAt.getTime() / MINUTE) * MINUTE);

/**
 * Why a chosen publishing time is refused, or null: any minute from the current one on (the current minute is
 * "now"), within a year.
 */
export const publishAtProblem = (publishAt: Date, now: Date): string | null => {
  const at = publishMinute(publishAt).getTime();
  if (at < publishMinute(now).getTime()) return m.publishAtPast;
  if (at > now.getTime() + YEAR) return m.publishAtTooFar;
  return null;
};

/** Images in posts: the raster types the portal shows (isSafeImageSource), at most 5 MB. */
export const postImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const isPostImageType = (type: string): boolean => (postImageTypes as readonly string[]).includes(type);

/** Where a post's uploaded image is served (same origin, so the portal's sanitiser keeps it). */
export const postImagePath = (id: string): string => `/api/post-images/${id}`;

/** A UK wall-clock minute from a datetime field (yyyy-MM-ddTHH:mm) as an instant; null when not one. */
export const ukMinuteToInstant = (value: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const at = new TZDate(y, mo - 1, d, h, mi, UK_TIME_ZONE);
  return Number.isNaN(at.getTime()) ? null : new Date(at.getTime());
};

/** An instant as the UK wall-clock minute a datetime field shows (yyyy-MM-ddTHH:mm). */
export const instantToUkMinute = (at: Date): string => format(inZone(at), "yyyy-MM-dd'T'HH:mm");
