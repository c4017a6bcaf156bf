import { awardKeys } from '@portal/domain/profile';
import type { ProfileContent } from '../../db/schema/profile.ts';
import { findProfile, upsertAward, upsertDraft } from './profile.repository.ts';
import { profileSlugFor } from './profile-slug.ts';

/**
 * Learners' praise reaches the portal from the office's systems: sets how many learners gave an instructor
 * one award. Used by the seed and tests until that feed exists.
 */
export const setProfileAward = async (instructorId: string, award: string, count: number) => {
  if (!(awardKeys as readonly string[]).includes(award)) throw new Error(`Unknown award ${award}`);
  if (!Number.isInteger(count) || count < 0) throw new Error('An award count is a whole number, 0 or more');
  await upsertAward(instructorId, award, count);
};

/** Seed and tests: a profile as if the instructor had saved it at `savedAt` (the nightly job publishes it). */
export const putProfileDraft = async (
  instructor: { id: string; firstName: string; lastName: string },
  content: ProfileContent,
  savedAt: Date,
) => {
  const existing = await findProfile(instructor.id);
  await upsertDraft(instructor.id, existing?.slug ?? (await profileSlugFor(instructor)), content, savedAt);
};
