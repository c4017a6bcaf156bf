import { defineFeature } from '../../feature-entry.ts';
import { createOnboardingResolvers } from './onboarding.resolvers.ts';
import type { OnboardingService } from './onboarding.service.ts';
import { createOnboardingService } from './onboarding.service.ts';
import { registerOnboardingFiles } from './onboarding-files.routes.ts';

/** Office side, for the seed (and the office's tools when they exist). */
export { enrolFranchisee, offerFranchise, onboardingLinkPath, unlockVerification } from './onboarding.office.ts';
export type { OnboardingService } from './onboarding.service.ts';

/**
 * Onboarding: a new franchisee verifies, reviews, sets up the direct debit and accepts (spec 1 §2, §4). Public to
 * the API's guard: the person has no session yet, and every operation but verification needs the token
 * verification gives, for that one agreement (checked by the service).
 */
export const onboardingFeature = defineFeature<{ onboarding: OnboardingService }>()({
  createService: createOnboardingService,
  resolvers: createOnboardingResolvers,
  routes: (app, { deps }) => registerOnboardingFiles(app, deps),
  access: {
    Query: { franchiseAgreement: 'public', getDDIDocumentUrl: 'public' },
    Mutation: {
      onboardInstructorLogin: 'public',
      addBankDetails: 'public',
      updateLead: 'public',
      signFranchiseAgreementDocument: 'public',
      acceptFranchiseAgreement: 'public',
    },
  },
});
