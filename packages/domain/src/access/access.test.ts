import { describe, expect, it } from 'vitest';
import { brandFromText, brandLabel } from './brand.ts';
import {
  avatarBrand,
  canAddLearners,
  type FeatureFlags,
  initialsOf,
  pageAccess,
  supportPhoneFor,
  type Viewer,
  visibleNavItems,
} from './navigation.ts';
import { compareFranchises, franchiseTabLabel, heldBrands, isDormant, type PropositionLike } from './propositions.ts';

const allOn: FeatureFlags = {
  instructorArrearsEnabled: true,
  hubcappReoccurringLessonsEnable: true,
  fleetDatabaseSchemaMigrationEnabled: true,
  myBusinessProfileEnabled: true,
};
const p = (type: PropositionLike['type'], brand: PropositionLike['brand'] = 'AADS', name = `${type} franchise`) => ({
  type,
  brand,
  name,
  transmission: 'Manual' as const,
});
const viewer = (propositions: PropositionLike[], status: Viewer['status'] = 'Active'): Viewer => ({
  status,
  propositions,
});
const navKeys = (v: Viewer, flags = allOn) => visibleNavItems(v, flags).map((i) => i.label);

describe('brand from text', () => {
  it('gives the blue-and-white brand for any text containing its code, the yellow brand otherwise', () => {
    expect(brandFromText('bsm')).toBe('bsm');
    expect(brandFromText('BSM')).toBe('bsm');
    expect(brandFromText('xx-BsM-yy')).toBe('bsm');
    expect(brandFromText('aa')).toBe('aa');
    expect(brandFromText('AADS')).toBe('aa');
    expect(brandFromText('anything')).toBe('aa');
    expect(brandFromText(undefined)).toBe('aa');
  });
  it('labels AADS as AA and anything else as BSM', () => {
    expect(brandLabel('AADS')).toBe('AA');
    expect(brandLabel('BSM')).toBe('BSM');
  });
});

describe('navigation items', () => {
  it('shows every item, in order, to an active Full instructor', () => {
    expect(navKeys(viewer([p('Full')]))).toEqual([
      'Home',
      'Calendar',
      'Learners',
      'Messages',
      'My business profile',
      'Accounts',
      'My details',
      'Areas & prices',
      'Preferences',
    ]);
  });
  it('shows only Home, Messages and My details when the status is not active', () => {
    expect(navKeys(viewer([p('Full')], 'Inactive'))).toEqual(['Home', 'Messages', 'My details']);
    expect(navKeys(viewer([p('Full')], 'Pending'))).toEqual(['Home', 'Messages', 'My details']);
  });
  it('shows the business profile only with the flag on and a Full or Trainee proposition', () => {
    expect(navKeys(viewer([p('Full')]), { ...allOn, myBusinessProfileEnabled: false })).not.toContain(
      'My business profile',
    );
    expect(navKeys(viewer([p('Trainee')]))).toContain('My business profile');
    expect(navKeys(viewer([p('Solo')]))).not.toContain('My business profile');
    expect(navKeys(viewer([p('Dit'), p('Motability')]))).not.toContain('My business profile');
  });
  it('ignores dormant propositions', () => {
    expect(isDormant({ name: 'dormant Full Franchise' })).toBe(true);
    expect(isDormant({ name: 'Dormant franchise' })).toBe(true);
    expect(isDormant({ name: 'Full Franchise (dormant)' })).toBe(false);
    expect(navKeys(viewer([p('Solo'), p('Full', 'AADS', 'dormant Full')]))).not.toContain('My business profile');
  });
});

describe('page access', () => {
  it('says the feature is not available to inactive instructors on active-only pages', () => {
    const inactive = viewer([p('Full')], 'Inactive');
    for (const page of ['Calendar', 'AccountTransactions', 'Preferences', 'AreasCovered', 'ViewLearners'] as const) {
      expect(pageAccess(page, inactive, allOn)).toEqual({ kind: 'inactive' });
    }
    expect(pageAccess('Home', inactive, allOn)).toEqual({ kind: 'allowed' });
    expect(pageAccess('Messages', inactive, allOn)).toEqual({ kind: 'allowed' });
    expect(pageAccess('MyDetails', inactive, allOn)).toEqual({ kind: 'allowed' });
  });
  it('gives the franchise notice on calendar, learners, news, areas and preferences for Solo only', () => {
    const solo = viewer([p('Solo')]);
    for (const page of ['Calendar', 'ViewLearners', 'News', 'AreasCovered', 'Preferences'] as const) {
      expect(pageAccess(page, solo, allOn)).toEqual({ kind: 'franchise', supportPhone: '0808 157 0192' });
    }
    expect(pageAccess('AccountTransactions', solo, allOn)).toEqual({ kind: 'allowed' });
  });
  it('gives the franchise notice on messages and tech updates for ThirdParty only, but allows the calendar', () => {
    const thirdParty = viewer([p('ThirdParty', 'BSM')]);
    expect(pageAccess('Messages', thirdParty, allOn)).toEqual({ kind: 'franchise', supportPhone: '0808 157 0345' });
    expect(pageAccess('TechUpdates', thirdParty, allOn).kind).toBe('franchise');
    expect(pageAccess('Calendar', thirdParty, allOn)).toEqual({ kind: 'allowed' });
  });
  it('gives the franchise notice on preferences when no franchise has preferences (ThirdParty, Solo), not a blank page', () => {
    expect(pageAccess('Preferences', viewer([p('ThirdParty', 'BSM')]), allOn)).toEqual({
      kind: 'franchise',
      supportPhone: '0808 157 0345',
    });
    expect(pageAccess('Preferences', viewer([p('ThirdParty'), p('Solo')]), allOn).kind).toBe('franchise');
    expect(pageAccess('Preferences', viewer([p('ThirdParty'), p('Full')]), allOn)).toEqual({ kind: 'allowed' });
    expect(pageAccess('Preferences', viewer([p('Dit')]), allOn)).toEqual({ kind: 'allowed' });
  });
  it('treats the business profile as missing without the flag, and gives the notice without the proposition', () => {
    expect(pageAccess('MyBusinessProfile', viewer([p('Full')]), { ...allOn, myBusinessProfileEnabled: false })).toEqual(
      { kind: 'notFound' },
    );
    expect(pageAccess('MyBusinessProfile', viewer([p('Dit')]), allOn)).toEqual({
      kind: 'franchise',
      supportPhone: '0808 157 0192',
    });
    expect(pageAccess('MyBusinessProfile', viewer([p('Solo')]), allOn).kind).toBe('franchise');
    expect(pageAccess('MyBusinessProfile', viewer([p('ThirdParty', 'BSM')]), allOn)).toEqual({
      kind: 'franchise',
      supportPhone: '0808 157 0345',
    });
    expect(pageAccess('MyBusinessProfile', viewer([p('Trainee')]), allOn)).toEqual({ kind: 'allowed' });
    expect(pageAccess('MyBusinessProfile', viewer([p('Full')]), allOn)).toEqual({ kind: 'allowed' });
  });
  it('gives the franchise notice, not the page-missing page, whatever the flag says (the flag hides only the menu)', () => {
    const off = { ...allOn, myBusinessProfileEnabled: false };
    const solo = viewer([p('Solo')]);
    const ditAndMotability = viewer([p('Dit'), p('Motability')]);
    for (const flags of [allOn, off]) {
      expect(pageAccess('MyBusinessProfile', solo, flags)).toEqual({
        kind: 'franchise',
        supportPhone: '0808 157 0192',
      });
      expect(pageAccess('MyBusinessProfile', ditAndMotability, flags)).toEqual({
        kind: 'franchise',
        supportPhone: '0808 157 0192',
      });
    }
  });
  it('uses the second brand support number only when every proposition is BSM', () => {
    expect(supportPhoneFor(viewer([p('Solo', 'BSM')]))).toBe('0808 157 0345');
    expect(supportPhoneFor(viewer([p('Solo', 'BSM'), p('Solo', 'AADS')]))).toBe('0808 157 0192');
  });
  it('lets Full, PartnerLite and Trainee add learners', () => {
    expect(canAddLearners(viewer([p('Full')]))).toBe(true);
    expect(canAddLearners(viewer([p('PartnerLite')]))).toBe(true);
    expect(canAddLearners(viewer([p('Trainee')]))).toBe(true);
    expect(canAddLearners(viewer([p('Dit'), p('Motability'), p('Solo'), p('ThirdParty')]))).toBe(false);
  });
});

describe('franchise display', () => {
  it('sorts by type, then AA before BSM, then Manual before Automatic', () => {
    const list = [
      { ...p('Solo'), brand: 'AADS' as const },
      { ...p('Full'), brand: 'BSM' as const },
      { ...p('Full'), brand: 'AADS' as const, transmission: 'Automatic' as const },
      { ...p('Full'), brand: 'AADS' as const },
      p('Dit'),
    ];
    const sorted = [...list].sort(compareFranchises).map((x) => `${x.type}/${x.brand}/${x.transmission}`);
    expect(sorted).toEqual([
      'Full/AADS/Manual',
      'Full/AADS/Automatic',
      'Full/BSM/Manual',
      'Dit/AADS/Manual',
      'Solo/AADS/Manual',
    ]);
  });
  it('labels tabs Learners, DIT or Motability with a brand prefix when both brands are held', () => {
    expect(franchiseTabLabel(p('Full'), false)).toBe('Learners');
    expect(franchiseTabLabel(p('ThirdParty', 'BSM'), true)).toBe('BSM Learners');
    expect(franchiseTabLabel(p('Dit'), true)).toBe('DIT');
    expect(franchiseTabLabel(p('Motability'), true)).toBe('AA Motability');
  });
  it('derives held brands and the avatar colour', () => {
    expect(heldBrands([p('Full', 'BSM'), p('Full'), p('Full', 'BSM', 'dormant x')])).toEqual(['AADS', 'BSM']);
    expect(avatarBrand(['AADS', 'BSM'])).toBe('both');
    expect(avatarBrand(['BSM'])).toBe('bsm');
    expect(avatarBrand(['AADS'])).toBe('aa');
    expect(initialsOf(' daniel', 'hughes ')).toBe('DH');
  });
});
