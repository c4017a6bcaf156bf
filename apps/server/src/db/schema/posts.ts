import { brandCodes } from '@portal/domain/access';
import { contentStatuses, postTypes } from '@portal/domain/posts';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './enum-check.ts';

/** The brands' news and tech updates (spec 4 §3). `content` is rich text, sanitised before it is stored. */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand', { enum: brandCodes }).notNull(),
    type: text('type', { enum: postTypes }).notNull(),
    status: text('status', { enum: contentStatuses }).notNull().default('Draft'),
    title: text('title').notNull(),
    author: text('author').notNull(),
    content: text('content').notNull(),
    /** The post's date: when it went (or goes) live. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last edit in the office (a live post's edit is seen at once: instructors read the row). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The instructors' feeds: live posts of some brands and types, newest first.
    index('posts_feed_idx').on(t.status, t.brand, t.type, t.publishedAt.desc()),
    // The office's desk: a brand's posts, latest edit first.
    index('posts_office_idx').on(t.brand, t.updatedAt.desc()),
    check('posts_brand_check', isOneOf(t.brand, brandCodes)),
    check('posts_type_check', isOneOf(t.type, postTypes)),
    check('posts_status_check', isOneOf(t.status, contentStatuses)),
  ],
);
