import type { BrandCode } from '@portal/domain/access';
import type { ContentStatus, PostType } from '@portal/domain/posts';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { posts } from '../../db/schema/posts.ts';
import { db, preparedQuery, read } from '../../db/unit-of-work.ts';

const postColumns = {
  id: posts.id,
  brand: posts.brand,
  type: posts.type,
  status: posts.status,
  title: posts.title,
  author: posts.author,
  date: posts.publishedAt,
  content: posts.content,
};

export type PostRow = {
  id: string;
  brand: BrandCode;
  type: PostType;
  status: ContentStatus;
  title: string;
  author: string;
  date: Date;
  content: string;
};

type Page = { types: readonly PostType[]; limit: number; offset: number; now: Date };

const ph = sql.placeholder;

/**
 * One copy of each update: the office publishes the same post to each brand, and an instructor holding both
 * sees it once (issue 23 defect 11) - the newest copy of each type, title and content.
 */
const livePostsQuery = preparedQuery(() => {
  const live = db
    .selectDistinctOn([posts.type, posts.title, posts.content], postColumns)
    .from(posts)
    .where(
      and(
        eq(posts.status, 'Live'),
        // A scheduled post is seen from its minute on: the feed asks, no job flips it (exact on every instance).
        sql`${posts.publishedAt} <= ${ph('now')}`,
        sql`${posts.brand} = any(${ph('brands')})`,
        sql`${posts.type} = any(${ph('types')})`,
      ),
    )
    .orderBy(posts.type, posts.title, posts.content, desc(posts.publishedAt), desc(posts.id))
    .as('live');
  return db.select().from(live).orderBy(desc(live.date), desc(live.id)).limit(ph('limit')).offset(ph('offset'));
});

/** Live posts of the brands, newest first, a page of them (a read that joins the request's batch). */
export const findLivePosts = (brands: readonly BrandCode[], page: Page) =>
  read(livePostsQuery(), {
    brands: [...brands],
    types: [...page.types],
    limit: page.limit,
    offset: page.offset,
    now: page.now,
  }) as Promise<PostRow[]>;

/** One live post, when it belongs to one of the brands and its publishing time has come. */
export const findLivePost = async (brands: readonly BrandCode[], id: string, now: Date): Promise<PostRow | null> => {
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .where(
      and(eq(posts.id, id), eq(posts.status, 'Live'), lte(posts.publishedAt, now), inArray(posts.brand, [...brands])),
    );
  return row ?? null;
};

export const insertPost = async (values: typeof posts.$inferInsert): Promise<PostRow> => {
  const [row] = await db.insert(posts).values(values).returning(postColumns);
  return row!;
};

/** An office post: a row with its last edit. */
export type OfficePostRow = PostRow & { updatedAt: Date; createdAt: Date };
const officeColumns = { ...postColumns, updatedAt: posts.updatedAt, createdAt: posts.createdAt };

/** The office's desk: posts of the brands (and types), latest edit first. */
export const findOfficePosts = (
  brands: readonly BrandCode[],
  types: readonly PostType[],
  limit: number,
): Promise<OfficePostRow[]> =>
  db
    .select(officeColumns)
    .from(posts)
    .where(and(inArray(posts.brand, [...brands]), inArray(posts.type, [...types])))
    .orderBy(desc(posts.updatedAt), desc(posts.id))
    .limit(limit);

/** One post of the brands, locked for the write that follows when `forUpdate`. */
export const findOfficePost = async (
  brands: readonly BrandCode[],
  id: string,
  forUpdate = false,
): Promise<OfficePostRow | undefined> => {
  const query = db
    .select(officeColumns)
    .from(posts)
    .where(and(eq(posts.id, id), inArray(posts.brand, [...brands])));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
};

export const insertOfficePost = async (values: typeof posts.$inferInsert): Promise<OfficePostRow> => {
  const [row] = await db.insert(posts).values(values).returning(officeColumns);
  return row!;
};

export const updateOfficePost = async (
  id: string,
  values: Partial<typeof posts.$inferInsert>,
): Promise<OfficePostRow> => {
  const [row] = await db.update(posts).set(values).where(eq(posts.id, id)).returning(officeColumns);
  return row!;
};
