import { defineFeature } from '../../feature-entry.ts';
import type { InstructorService } from '../instructor/index.ts';
import { createProfileResolvers } from './profile.resolvers.ts';
import type { ProfileService } from './profile.service.ts';
import { createProfileService } from './profile.service.ts';
import { registerProfilePage } from './profile-page.routes.ts';

/** Profile changes are published at midnight UK time: each minute, the drafts saved before the latest midnight. */
const PUBLISH_INTERVAL_MS = 60_000;

/** The awards learners give (the office side), for the seed and tests. */
export { putProfileDraft, setProfileAward } from './profile.office.ts';
export type { ProfileService } from './profile.service.ts';
/** The nightly publish, for the seed. */
export { publishDueProfiles } from './profile.service.ts';

/** Business profile: the draft, the bio writer and the midnight publish; the public page is in profile-page.routes.ts. */
export const profileFeature = defineFeature<{ profile: ProfileService; instructor: InstructorService }>()({
  createService: createProfileService,
  resolvers: createProfileResolvers,
  routes: (app, { services }) => registerProfilePage(app, services),
  jobs: ({ services }) => [
    {
      name: 'business profile publishing',
      intervalMs: PUBLISH_INTERVAL_MS,
      run: async (now) => ({ published: await services.profile.publishDueProfiles(now) }),
    },
  ],
  access: {
    Query: { getInstructorBusinessProfile: 'MyBusinessProfile', randomInstructors: 'MyBusinessProfile' },
    Instructor: { description: 'signedIn' },
    Mutation: { saveInstructorBusinessProfile: 'MyBusinessProfile', generateInstructorBio: 'MyBusinessProfile' },
  },
});
