import {
  canAddLearners,
  type FeatureFlags,
  featureUnavailableMessage,
  franchiseNoticeMessage,
  type PageAccess,
  type PageKind,
  pageAccess,
  supportPhoneFor,
  type Viewer,
} from './navigation.ts';

/**
 * Who may call an API operation (issue 7 §1): anyone (`public`: sign-in, flags, the session check), any
 * signed-in instructor (`signedIn`), or whoever may use the page of the area it belongs to: the same rule
 * that gates the navigation and the page.
 */
export type AccessRule = 'public' | 'signedIn' | PageKind;

/** A rule that needs the viewer's status and franchises. */
export type PageRule = Exclude<AccessRule, 'public' | 'signedIn'>;

export const isPageRule = (rule: AccessRule): rule is PageRule => rule !== 'public' && rule !== 'signedIn';

export type AccessRefusal = Exclude<PageAccess, { kind: 'allowed' }>;

/**
 * The page's rule; adding a learner also needs a Full, PartnerLite or Trainee franchise (spec 4 §6), which the
 * page shows by sending the instructor back to the list, and the API refuses with the franchise notice.
 */
export const operationAccess = (rule: PageRule, viewer: Viewer, flags: FeatureFlags): PageAccess => {
  const page = pageAccess(rule, viewer, flags);
  if (page.kind !== 'allowed' || rule !== 'AddLearner' || canAddLearners(viewer)) return page;
  return { kind: 'franchise', supportPhone: supportPhoneFor(viewer) };
};

/** What a refused operation says: the franchise notice with the support number, else the feature is unavailable. */
export const accessRefusalMessage = (refusal: AccessRefusal): string =>
  refusal.kind === 'franchise' ? franchiseNoticeMessage(refusal.supportPhone) : featureUnavailableMessage;
