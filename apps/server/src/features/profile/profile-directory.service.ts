import type { BrandCode } from '@portal/domain/access';
import { DomainError, parseCommand } from '@portal/domain/errors';
import { randomInstructorsSchema } from '@portal/domain/profile';
import type { Viewer } from '../../app-deps.ts';
import { findProfile, findPublishedProfilesOfBrand } from './profile.repository.ts';

export type RandomInstructorsInput = { personId: string; count: number; brand: BrandCode };

/** Reads of published profiles: other instructors' (randomInstructors) and the viewer's own bio (description). */
export const createProfileDirectory = (
  instructorOf: (viewer: Viewer) => Promise<{ personId: string }>,
  publicProfilePathOf: (brand: string, slug: string) => string,
) => ({
  /**
   * randomInstructors (spec 4 §7, result shape not shown): other instructors' published profiles of the brand, as
   * their public pages show them, in random order. personId is the viewer's own id or person id (the one left out).
   */
  randomInstructors: async (viewer: Viewer, input: RandomInstructorsInput, origin: string) => {
    const instructor = await instructorOf(viewer);
    if (input.personId !== viewer.instructorId && input.personId !== instructor.personId) {
      throw new DomainError('NOT_FOUND', 'Profile not found');
    }
    const { count } = parseCommand(randomInstructorsSchema, { count: input.count });
    const rows = await findPublishedProfilesOfBrand(input.brand, viewer.instructorId, count);
    return rows.flatMap(({ slug, published }) =>
      published
        ? [
            {
              displayName: published.displayName,
              bio: published.bio,
              additionalLanguages: published.additionalLanguages,
              brand: input.brand,
              profileUrl: `${origin}${publicProfilePathOf(input.brand, slug)}`,
            },
          ]
        : [],
    );
  },

  /** Spec 4 §3 Instructor.description: the bio the public sees (the published profile's), or null. */
  describeInstructor: async (viewer: Viewer): Promise<string | null> =>
    (await findProfile(viewer.instructorId))?.published?.bio || null,
});
