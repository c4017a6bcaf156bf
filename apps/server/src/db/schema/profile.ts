import { awardKeys } from '@portal/domain/profile';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf } from './enum-check.ts';
import { instructors } from './instructors.ts';

/** What a profile says: the same shape saved as the draft and published at midnight. */
export type ProfileContent = {
  displayName: string;
  additionalLanguages: string[];
  bio: string;
  /** yyyy-MM-dd or null. */
  badgeDate: string | null;
  questionAnswers: Record<string, string[]>;
};

/**
 * An instructor's business profile: the saved draft and the version the public sees, which the nightly job
 * copies from the draft at midnight UK time. `slug` names the public page (no ids in the public URL).
 */
export const businessProfiles = pgTable(
  'business_profiles',
  {
    instructorId: uuid('instructor_id')
      .primaryKey()
      .references(() => instructors.id),
    slug: text('slug').notNull(),
    draft: jsonb('draft').$type<ProfileContent>().notNull(),
    draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }).notNull(),
    published: jsonb('published').$type<ProfileContent>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('business_profiles_slug_key').on(t.slug),
    index('business_profiles_unpublished_idx')
      .on(t.draftSavedAt)
      .where(sql`${t.publishedAt} is null or ${t.publishedAt} < ${t.draftSavedAt}`),
  ],
);

/** The praise badges learners gave an instructor, with how many gave each. */
export const businessProfileAwards = pgTable(
  'business_profile_awards',
  {
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    award: text('award', { enum: awardKeys }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.instructorId, t.award] }),
    check('business_profile_awards_award_check', isOneOf(t.award, awardKeys)),
    check('business_profile_awards_count_check', sql`${t.count} >= 0`),
  ],
);

/** Spec 3 §9's bio allowance, kept per instructor in the shared database so every instance sees the same. */
export const bioAllowances = pgTable('bio_allowances', {
  instructorId: uuid('instructor_id')
    .primaryKey()
    .references(() => instructors.id),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
});
