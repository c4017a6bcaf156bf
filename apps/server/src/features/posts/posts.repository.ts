import type { BrandCode } from '@portal/domain/access';
import type { ContentStatus, PostType } from '@portal/domain/posts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';
import { preparedQuery } from '../../lib/prepared-query.ts';

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
 * Live posts of the brands, newest first: built once; run with `{ brands, types, limit, offset }` (the arrays
 * as arrays), alone or batched (db/reads.ts).
 */
export const livePostsQuery = preparedQuery((db: Database) =>
  db
    .select(postColumns)
    .from(posts)
    .where(
      and(
        eq(posts.status, 'Live'),
        sql`${posts.brand} = any(${ph('brands')})`,
        sql`${posts.type} = any(${ph('types')})`,
      ),
    )
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(ph('limit'))
    .offset(ph('offset')),
);

/** The values `livePostsQuery` runs with. */
export const livePostsValues = (brands: readonly BrandCode[], page: Page) => ({
  brands: [...brands],
  types: [...page.types],
  limit: page.limit,
  offset: page.offset,
});

/** One live post, when it belongs to one of the brands. */
export const findLivePost = async (db: Database, brands: readonly BrandCode[], id: string): Promise<PostRow | null> => {
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.status, 'Live'), inArray(posts.brand, [...brands])));
  return row ?? null;
};

export const insertPost = async (db: Database, values: typeof posts.$inferInsert): Promise<PostRow> => {
  const [row] = await db.insert(posts).values(values).returning(postColumns);
  return row!;
};
