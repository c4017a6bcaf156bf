import type { BrandCode } from '@portal/domain/access';
import { and, eq, exists, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { instructors, propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import {
  bioAllowances,
  businessProfileAwards,
  businessProfiles,
  type ProfileContent,
} from '../../db/schema/profile.ts';
import { db } from '../../db/unit-of-work.ts';

export type ProfileRow = typeof businessProfiles.$inferSelect;
export type AllowanceRow = { windowStartedAt: Date; count: number; lastAt: Date };

export const findProfile = async (instructorId: string): Promise<ProfileRow | null> => {
  const [row] = await db.select().from(businessProfiles).where(eq(businessProfiles.instructorId, instructorId));
  return row ?? null;
};

/** The published version behind a public slug, or null (unknown slug, or nothing published yet). */
export const findPublishedBySlug = async (slug: string) => {
  const [row] = await db
    .select({ instructorId: businessProfiles.instructorId, published: businessProfiles.published })
    .from(businessProfiles)
    .where(eq(businessProfiles.slug, slug));
  return row?.published ? { instructorId: row.instructorId, content: row.published } : null;
};

export const findAwards = (instructorId: string) =>
  db
    .select({ award: businessProfileAwards.award, count: businessProfileAwards.count })
    .from(businessProfileAwards)
    .where(eq(businessProfileAwards.instructorId, instructorId));

/** Saves the draft; the first save also claims the public slug. */
export const upsertDraft = (instructorId: string, slug: string, draft: ProfileContent, now: Date) =>
  db
    .insert(businessProfiles)
    .values({ instructorId, slug, draft, draftSavedAt: now })
    .onConflictDoUpdate({ target: businessProfiles.instructorId, set: { draft, draftSavedAt: now } });

export const isSlugTaken = async (slug: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: businessProfiles.instructorId })
    .from(businessProfiles)
    .where(eq(businessProfiles.slug, slug));
  return !!row;
};

/** Copies every draft saved before `cutoff` that is newer than its published version; returns how many. */
export const publishDraftsSavedBefore = async (cutoff: Date, now: Date): Promise<number> => {
  const rows = await db
    .update(businessProfiles)
    .set({ published: sql`${businessProfiles.draft}`, publishedAt: now })
    .where(
      and(
        lt(businessProfiles.draftSavedAt, cutoff),
        or(isNull(businessProfiles.publishedAt), lt(businessProfiles.publishedAt, businessProfiles.draftSavedAt)),
      ),
    )
    .returning({ id: businessProfiles.instructorId });
  return rows.length;
};

/** The instructor's allowance row, locked until the transaction ends (null when they never asked). */
export const lockAllowance = async (instructorId: string): Promise<AllowanceRow | null> => {
  const [row] = await db
    .select({
      windowStartedAt: bioAllowances.windowStartedAt,
      count: bioAllowances.count,
      lastAt: bioAllowances.lastAt,
    })
    .from(bioAllowances)
    .where(eq(bioAllowances.instructorId, instructorId))
    .for('update');
  return row ?? null;
};

/**
 * Writes the new allowance state only if the row is still as read (or still missing): two first requests
 * racing on an empty row cannot both count as the first.
 */
export const saveAllowance = async (
  instructorId: string,
  before: AllowanceRow | null,
  next: AllowanceRow,
): Promise<boolean> => {
  if (!before) {
    const inserted = await db
      .insert(bioAllowances)
      .values({ instructorId, ...next })
      .onConflictDoNothing()
      .returning({ id: bioAllowances.instructorId });
    return inserted.length === 1;
  }
  const updated = await db
    .update(bioAllowances)
    .set(next)
    .where(
      and(
        eq(bioAllowances.instructorId, instructorId),
        eq(bioAllowances.count, before.count),
        eq(bioAllowances.lastAt, before.lastAt),
      ),
    )
    .returning({ id: bioAllowances.instructorId });
  return updated.length === 1;
};

/** Office side / seed: sets the count of one award. */
export const upsertAward = (instructorId: string, award: string, count: number) =>
  db
    .insert(businessProfileAwards)
    .values({ instructorId, award: award as (typeof businessProfileAwards.$inferInsert)['award'], count })
    .onConflictDoUpdate({
      target: [businessProfileAwards.instructorId, businessProfileAwards.award],
      set: { count },
    });

/** The instructor holds a Full or Trainee franchise of the brand that is not dormant. */
const holdsProfileFranchise = (brand: BrandCode) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(propositionAllocations)
      .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
      .where(
        and(
          eq(propositionAllocations.instructorId, businessProfiles.instructorId),
          eq(propositions.brand, brand),
          inArray(propositions.type, ['Full', 'Trainee']),
          sql`${propositions.name} !~* '^\\s*dormant'`,
        ),
      ),
  );

/**
 * Published profiles, in random order, of active instructors other than `excludeInstructorId` who hold a Full or
 * Trainee franchise of the brand (the ones with a public page of that brand).
 */
export const findPublishedProfilesOfBrand = (brand: BrandCode, excludeInstructorId: string, limit: number) =>
  db
    .select({ slug: businessProfiles.slug, published: businessProfiles.published })
    .from(businessProfiles)
    .innerJoin(instructors, eq(instructors.id, businessProfiles.instructorId))
    .where(
      and(
        isNotNull(businessProfiles.published),
        ne(businessProfiles.instructorId, excludeInstructorId),
        eq(instructors.status, 'Active'),
        holdsProfileFranchise(brand),
      ),
    )
    .orderBy(sql`random()`)
    .limit(limit);
