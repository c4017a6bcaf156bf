/**
 * Issue 23 defect 8: a new franchisee's first steps on home, each ticked when done, with a link to where it is done;
 * gone once all are done. Shown only to an instructor enrolled by accepting a franchise offer online (a demo or
 * office-made account has none).
 */

export const firstStepKinds = [
  'ADI_BADGE',
  'DRIVING_LICENCE',
  'INSURANCE_CERTIFICATE',
  'CAR',
  'PREFERENCES',
  'AREAS_AND_PRICES',
  'BUSINESS_PROFILE',
] as const;
export type FirstStepKind = (typeof firstStepKinds)[number];

/** The document slots the welcome page asks for, by the document type the agreement's acceptance creates. */
export const firstStepDocuments = {
  ADI_BADGE: 'ADI badge',
  DRIVING_LICENCE: 'Driving licence',
  INSURANCE_CERTIFICATE: 'Insurance certificate',
} as const satisfies Partial<Record<FirstStepKind, string>>;

export const firstStepLabels: Record<FirstStepKind, string> = {
  ADI_BADGE: 'Upload your ADI badge',
  DRIVING_LICENCE: 'Upload your driving licence',
  INSURANCE_CERTIFICATE: 'Upload your insurance certificate',
  CAR: 'Add your car',
  PREFERENCES: 'Set your working hours and preferences',
  AREAS_AND_PRICES: 'Add your areas and prices',
  BUSINESS_PROFILE: 'Write your business profile',
};

export const firstStepLinks: Record<FirstStepKind, string> = {
  ADI_BADGE: '/settings/my-details',
  DRIVING_LICENCE: '/settings/my-details',
  INSURANCE_CERTIFICATE: '/settings/my-details',
  CAR: '/settings/my-details',
  PREFERENCES: '/settings/preferences',
  AREAS_AND_PRICES: '/settings/areas-and-prices/add',
  BUSINESS_PROFILE: '/my-business-profile/profile-details',
};

export const firstStepsTitle = 'First steps';

/** What the server reads to decide each step. */
export type FirstStepFacts = {
  /** Enrolled by accepting a franchise offer online (the onboarding journey). */
  enrolledOnline: boolean;
  /** The status of each first document slot, by document type (absent: no such slot). */
  documentStatuses: Record<string, string | undefined>;
  hasCar: boolean;
  /** Preferences saved for a franchise (travel time, capacity, working hours). */
  hasPreferences: boolean;
  hasArea: boolean;
  hasBusinessProfile: boolean;
};

/** A document step is done once a file is in: waiting for approval or approved (outstanding and rejected are not). */
export const isDocumentStepDone = (status: string | undefined): boolean =>
  status === 'FOR_APPROVAL' || status === 'APPROVED';

const isDone = (kind: FirstStepKind, facts: FirstStepFacts): boolean => {
  switch (kind) {
    case 'CAR':
      return facts.hasCar;
    case 'PREFERENCES':
      return facts.hasPreferences;
    case 'AREAS_AND_PRICES':
      return facts.hasArea;
    case 'BUSINESS_PROFILE':
      return facts.hasBusinessProfile;
    default:
      return isDocumentStepDone(facts.documentStatuses[firstStepDocuments[kind]]);
  }
};

export type FirstStep = { kind: FirstStepKind; label: string; href: string; done: boolean };

/** The steps in order, each with whether it is done; [] for anyone not enrolled online, and once all are done. */
export const firstSteps = (facts: FirstStepFacts): FirstStep[] => {
  if (!facts.enrolledOnline) return [];
  const steps = firstStepKinds.map((kind) => ({
    kind,
    label: firstStepLabels[kind],
    href: firstStepLinks[kind],
    done: isDone(kind, facts),
  }));
  return steps.every((s) => s.done) ? [] : steps;
};
