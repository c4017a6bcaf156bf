import { profileResolvers } from './profile.resolvers.ts';
import { createProfileService } from './profile.service.ts';

export type { ProfileService } from './profile.service.ts';
/** The nightly publish, and the awards learners give (the office side), for the server, the seed and tests. */
export { publishDueProfiles } from './profile.service.ts';
export { putProfileDraft, setProfileAward } from './profile-office.ts';

/** Business profile: the draft, the bio writer and the midnight publish; the public page is in profile-page.ts. */
export const profileFeature = {
  resolvers: profileResolvers,
  createService: createProfileService,
  access: {
    Query: { getInstructorBusinessProfile: 'MyBusinessProfile' },
    Mutation: { saveInstructorBusinessProfile: 'MyBusinessProfile', generateInstructorBio: 'MyBusinessProfile' },
  },
} as const;
