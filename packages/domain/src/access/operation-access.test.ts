import { describe, expect, it } from 'vitest';
import type { BrandCode } from './brand.ts';
import type { FeatureFlags, PageAccess, PageKind, Viewer } from './navigation.ts';
import { type AccessRefusal, accessRefusalMessage, isPageRule, operationAccess } from './operation-access.ts';
import type { InstructorStatus, PropositionType } from './propositions.ts';

const flags: FeatureFlags = {
  instructorArrearsEnabled: true,
  hubcappReoccurringLessonsEnable: true,
  fleetDatabaseSchemaMigrationEnabled: true,
  myBusinessProfileEnabled: true,
};
const viewer = (status: InstructorStatus, ...franchises: Array<[PropositionType, BrandCode, string?]>): Viewer => ({
  status,
  propositions: franchises.map(([type, brand, name]) => ({ type, brand, name: name ?? `${type} franchise` })),
});

// The demo accounts (README), as the rules see them.
const demo = {
  '100001 Full AA': viewer('Active', ['Full', 'AADS']),
  '100002 both brands': viewer('Active', ['Full', 'AADS'], ['Full', 'BSM'], ['Full', 'BSM', 'dormant Full']),
  '100003 Inactive': viewer('Inactive', ['Full', 'AADS']),
  '100004 Solo': viewer('Active', ['Solo', 'AADS']),
  '100005 ThirdParty': viewer('Active', ['ThirdParty', 'BSM']),
  '100006 DIT+Motability': viewer('Active', ['Dit', 'AADS'], ['Motability', 'AADS']),
} as const;

const pages: PageKind[] = [
  'Home',
  'Calendar',
  'AddLearner',
  'ViewLearners',
  'ViewLearner',
  'EditLearner',
  'Messages',
  'News',
  'TechUpdates',
  'AccountTransactions',
  'AccountInvoices',
  'MyDetails',
  'AreasCovered',
  'AddANewArea',
  'ManageArea',
  'Preferences',
  'MyBusinessProfile',
];

/**
 * Written out by hand from spec 4 §6, one letter per page in the order above: A allowed, I inactive notice,
 * F franchise notice (also the business profile without a Full or Trainee franchise), N no such page (the
 * business profile with its flag off).
 */
const expected: Record<keyof typeof demo, string> = {
  '100001 Full AA': 'AAAAAAAAAAAAAAAAA',
  '100002 both brands': 'AAAAAAAAAAAAAAAAA',
  '100003 Inactive': 'AIIIIIAAAIIAIIIII',
  '100004 Solo': 'AFFFFFFFFAAAFFFFF',
  '100005 ThirdParty': 'AAFAAAFFFAAAAAAFF', // Preferences: the franchise notice (issue 23 defect 5)
  '100006 DIT+Motability': 'AAFAAAAAAAAAAAAAF',
};
const refused = (access: PageAccess): AccessRefusal => {
  if (access.kind === 'allowed') throw new Error('expected a refusal');
  return access;
};
const letter = { allowed: 'A', inactive: 'I', franchise: 'F', notFound: 'N' } as const;

describe('operation access by page kind', () => {
  for (const [name, v] of Object.entries(demo)) {
    it(`follows the spec's rules for ${name}`, () => {
      const got = pages.map((page) => letter[operationAccess(page, v, flags).kind]).join('');
      expect(got).toBe(expected[name as keyof typeof demo]);
    });
  }

  it('lets Full, PartnerLite and Trainee add learners, once active on a non-solo franchise', () => {
    for (const type of ['Full', 'PartnerLite', 'Trainee'] as const) {
      expect(operationAccess('AddLearner', viewer('Active', [type, 'AADS']), flags).kind).toBe('allowed');
    }
    expect(operationAccess('AddLearner', viewer('Pending', ['Full', 'AADS']), flags).kind).toBe('inactive');
    expect(operationAccess('AddLearner', viewer('Active', ['Full', 'AADS', 'dormant Full']), flags).kind).toBe(
      'franchise',
    );
  });

  it('hides the business profile with its flag off, and gives the notice without a Full or Trainee franchise', () => {
    const off = { ...flags, myBusinessProfileEnabled: false };
    expect(operationAccess('MyBusinessProfile', demo['100001 Full AA'], off).kind).toBe('notFound');
    expect(operationAccess('MyBusinessProfile', viewer('Active', ['Trainee', 'BSM']), flags).kind).toBe('allowed');
    expect(operationAccess('MyBusinessProfile', viewer('Active', ['PartnerLite', 'BSM']), flags)).toEqual({
      kind: 'franchise',
      supportPhone: '0808 157 0345',
    });
  });

  it('gives the franchise notice with the brand support number, else the feature-unavailable message', () => {
    expect(accessRefusalMessage(refused(operationAccess('Messages', demo['100005 ThirdParty'], flags)))).toBe(
      "This feature isn't available for your franchise type. Please call us on 0808 157 0345 to find out more.",
    );
    expect(accessRefusalMessage(refused(operationAccess('Calendar', demo['100004 Solo'], flags)))).toContain(
      '0808 157 0192',
    );
    expect(accessRefusalMessage({ kind: 'inactive' })).toBe("This feature isn't available");
    expect(accessRefusalMessage({ kind: 'notFound' })).toBe("This feature isn't available");
  });

  it('tells the rules that need the viewer from those that do not', () => {
    expect(isPageRule('public')).toBe(false);
    expect(isPageRule('signedIn')).toBe(false);
    expect(pages.every(isPageRule)).toBe(true);
  });
});
