import type { BrandCode } from '@portal/domain/access';
import type { PostType } from '@portal/domain/posts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';

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
  status: 'Draft' | 'Live' | 'Removed';
  title: string;
  author: string;
  date: Date;
  content: string;
};

type Page = { types: readonly PostType[]; limit: number; offset: number };

/** Live posts of the brands, newest first. */
export const findLivePosts = (db: Database, brands: readonly BrandCode[], page: Page): Promise<PostRow[]> =>
  db
    .select(postColumns)
    .from(posts)
    .where(and(eq(posts.status, 'Live'), inArray(posts.brand, [...brands]), inArray(posts.type, [...page.types])))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(page.limit)
    .offset(page.offset);

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
