import type { BrandCode } from '@portal/domain/access';
import type { ContentStatus, PostType } from '@portal/domain/posts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
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

type Page = { types: readonly PostType[]; limit: number; offset: number };

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
  }) as Promise<PostRow[]>;

/** One live post, when it belongs to one of the brands. */
export const findLivePost = async (brands: readonly BrandCode[], id: string): Promise<PostRow | null> => {
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.status, 'Live'), inArray(posts.brand, [...brands])));
  return row ?? null;
};

export const insertPost = async (values: typeof posts.$inferInsert): Promise<PostRow> => {
  const [row] = await db.insert(posts).values(values).returning(postColumns);
  return row!;
};
