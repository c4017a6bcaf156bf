import { ENROLMENT_ACCESS } from '@portal/domain/office';
import { defineFeature } from '../../feature-entry.ts';
import type { AuditService } from '../audit/index.ts';
import type { StaffService } from '../staff/index.ts';
import { createEnrolmentOfficeResolvers } from './enrolment.office-resolvers.ts';
import { registerEnrolmentFiles } from './enrolment-files.routes.ts';
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
export const onboardingFeature = defineFeature<{
  onboarding: OnboardingService;
  audit: AuditService;
  staff: StaffService;
}>()({
  createService: createOnboardingService,
  resolvers: createOnboardingResolvers,
  routes: async (app, { deps, services }) => {
    await registerOnboardingFiles(app, deps);
    registerEnrolmentFiles(app, deps, services);
  },
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
  /** The office's side (issue 25 §4): enrolling new franchisees and following their onboarding. */
  office: {
    resolvers: createEnrolmentOfficeResolvers,
    access: {
      Query: {
        enrolmentPropositions: ENROLMENT_ACCESS,
        enrolments: ENROLMENT_ACCESS,
        enrolment: ENROLMENT_ACCESS,
      },
      Mutation: {
        enrolFranchisee: ENROLMENT_ACCESS,
        resendEnrolmentLink: ENROLMENT_ACCESS,
        expireEnrolmentLink: ENROLMENT_ACCESS,
      },
    },
  },
});
