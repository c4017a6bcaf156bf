import { type BrandCode, type BrandSlug, brands } from './brand.ts';
import { type InstructorStatus, type PropositionLike, visiblePropositions } from './propositions.ts';

export type FeatureFlags = {
  instructorArrearsEnabled: boolean;
  hubcappReoccurringLessonsEnable: boolean;
  fleetDatabaseSchemaMigrationEnabled: boolean;
  myBusinessProfileEnabled: boolean;
};

export type NavKey =
  | 'home'
  | 'calendar'
  | 'learners'
  | 'messages'
  | 'myBusinessProfile'
  | 'accounts'
  | 'myDetails'
  | 'areasAndPrices'
  | 'preferences';

export type NavItem = { key: NavKey; label: string; path: string; group: number };

/** Spec 1 §2 navigation items, in order; `group` draws the dividers (Home | Calendar.. | profile | Accounts..). */
export const navItems: readonly NavItem[] = [
  { key: 'home', label: 'Home', path: '/home', group: 0 },
  { key: 'calendar', label: 'Calendar', path: '/calendar', group: 1 },
  { key: 'learners', label: 'Learners', path: '/learners', group: 1 },
  { key: 'messages', label: 'Messages', path: '/messages', group: 1 },
  { key: 'myBusinessProfile', label: 'My business profile', path: '/my-business-profile', group: 2 },
  { key: 'accounts', label: 'Accounts', path: '/accounts', group: 3 },
  { key: 'myDetails', label: 'My details', path: '/settings/my-details', group: 3 },
  { key: 'areasAndPrices', label: 'Areas & prices', path: '/settings/areas-and-prices', group: 3 },
  { key: 'preferences', label: 'Preferences', path: '/settings/preferences', group: 3 },
];

export type Viewer = { status: InstructorStatus; propositions: readonly PropositionLike[] };

const INACTIVE_NAV: readonly NavKey[] = ['home', 'messages', 'myDetails'];

const isActive = (viewer: Pick<Viewer, 'status'>): boolean => viewer.status === 'Active';

/** Full or Trainee proposition, the business-profile rule. */
const hasProfileProposition = (viewer: Viewer): boolean =>
  visiblePropositions(viewer.propositions).some((p) => p.type === 'Full' || p.type === 'Trainee');

/** Spec 4 §6: calendar, learners, news, areas and preferences need a franchise that is not Solo. */
const hasNonSoloFranchise = (viewer: Viewer): boolean =>
  visiblePropositions(viewer.propositions).some((p) => p.type !== 'Solo');

/** Spec 4 §6: messages, news, tech updates and business profile need a franchise neither Solo nor ThirdParty. */
const hasMessagingFranchise = (viewer: Viewer): boolean =>
  visiblePropositions(viewer.propositions).some((p) => p.type !== 'Solo' && p.type !== 'ThirdParty');

/**
 * Preferences are set per franchise, and a third-party franchise has none (its tab is left out, spec 2 §2): the page
 * needs a franchise that is neither Solo nor ThirdParty, else it would open empty.
 */
const hasPreferencesFranchise = (viewer: Viewer): boolean =>
  visiblePropositions(viewer.propositions).some((p) => p.type !== 'Solo' && p.type !== 'ThirdParty');

export const canAddLearners = (viewer: Viewer): boolean =>
  visiblePropositions(viewer.propositions).some(
    (p) => p.type === 'Full' || p.type === 'PartnerLite' || p.type === 'Trainee',
  );

export const visibleNavItems = (viewer: Viewer, flags: FeatureFlags): NavItem[] =>
  navItems.filter((item) => {
    if (!isActive(viewer)) return INACTIVE_NAV.includes(item.key);
    if (item.key === 'myBusinessProfile') return flags.myBusinessProfileEnabled && hasProfileProposition(viewer);
    return true;
  });

/** Page kinds of the per-page access check (spec 1 §2). */
export type PageKind =
  | 'Home'
  | 'Calendar'
  | 'AddLearner'
  | 'ViewLearners'
  | 'ViewLearner'
  | 'EditLearner'
  | 'Messages'
  | 'News'
  | 'TechUpdates'
  | 'AccountTransactions'
  | 'AccountInvoices'
  | 'MyDetails'
  | 'AreasCovered'
  | 'AddANewArea'
  | 'ManageArea'
  | 'Preferences'
  | 'MyBusinessProfile';

export type PageAccess =
  | { kind: 'allowed' }
  /** "This feature isn't available" */
  | { kind: 'inactive' }
  /** The franchise-type notice with the brand's support phone number. */
  | { kind: 'franchise'; supportPhone: string }
  | { kind: 'notFound' };

const NEEDS_ACTIVE: readonly PageKind[] = [
  'Calendar',
  'AddLearner',
  'ViewLearners',
  'ViewLearner',
  'EditLearner',
  'AccountTransactions',
  'AccountInvoices',
  'AreasCovered',
  'AddANewArea',
  'ManageArea',
  'Preferences',
  'MyBusinessProfile',
];
const NEEDS_NON_SOLO: readonly PageKind[] = [
  'Calendar',
  'AddLearner',
  'ViewLearners',
  'ViewLearner',
  'EditLearner',
  'News',
  'AreasCovered',
  'AddANewArea',
  'ManageArea',
  'Preferences',
];
const NEEDS_MESSAGING: readonly PageKind[] = ['Messages', 'News', 'TechUpdates', 'MyBusinessProfile'];

/** The default number, or the second brand's when every proposition belongs to it. */
export const supportPhoneFor = (viewer: Viewer): string => {
  const visible = visiblePropositions(viewer.propositions);
  const allBsm = visible.length > 0 && visible.every((p) => p.brand === 'BSM');
  return brands[allBsm ? 'bsm' : 'aa'].supportPhone;
};

export const pageAccess = (page: PageKind, viewer: Viewer, flags: FeatureFlags): PageAccess => {
  if (NEEDS_ACTIVE.includes(page) && !isActive(viewer)) return { kind: 'inactive' };
  // Without a Full or Trainee franchise (Solo, ThirdParty, DIT, Motability) the profile page gives the notice,
  // as every franchise-gated page does, whatever the flag (spec 3 §9: the flag gates the menu).
  if (page === 'MyBusinessProfile' && !hasProfileProposition(viewer)) {
    return { kind: 'franchise', supportPhone: supportPhoneFor(viewer) };
  }
  // For those who could have it, the page does not exist without its flag.
  if (page === 'MyBusinessProfile' && !flags.myBusinessProfileEnabled) return { kind: 'notFound' };
  if (NEEDS_NON_SOLO.includes(page) && !hasNonSoloFranchise(viewer)) {
    return { kind: 'franchise', supportPhone: supportPhoneFor(viewer) };
  }
  if (page === 'Preferences' && !hasPreferencesFranchise(viewer)) {
    return { kind: 'franchise', supportPhone: supportPhoneFor(viewer) };
  }
  if (NEEDS_MESSAGING.includes(page) && !hasMessagingFranchise(viewer)) {
    return { kind: 'franchise', supportPhone: supportPhoneFor(viewer) };
  }
  return { kind: 'allowed' };
};

export const featureUnavailableMessage = "This feature isn't available";
export const franchiseNoticeMessage = (phone: string): string =>
  `This feature isn't available for your franchise type. Please call us on ${phone} to find out more.`;

/** Grey avatar when both brands are held; otherwise the brand's colour. */
export const avatarBrand = (held: readonly BrandCode[]): BrandSlug | 'both' =>
  held.length > 1 ? 'both' : held[0] === 'BSM' ? 'bsm' : 'aa';

export const initialsOf = (firstName: string, lastName: string): string =>
  `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
