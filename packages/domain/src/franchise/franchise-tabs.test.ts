import { describe, expect, it } from 'vitest';
import type { PropositionLike } from '../access/index.ts';
import { franchiseTabs, selectedFranchiseTab, showsFranchiseTabs, type TabFranchise } from './franchise-tabs.ts';

let next = 0;
const franchise = (
  type: PropositionLike['type'],
  brand: PropositionLike['brand'] = 'AADS',
  transmission: PropositionLike['transmission'] = 'Manual',
  name = `${type} franchise`,
): TabFranchise => ({
  id: `f${++next}-${type}-${brand}-${transmission}`,
  proposition: { type, brand, transmission, name },
});

const labels = (list: TabFranchise[], includeThirdParty = false) =>
  franchiseTabs(list, { includeThirdParty }).map((t) => `${t.label}|${t.testIdSuffix}`);

describe('franchise tabs', () => {
  it('labels one brand without a prefix, every learner type as Learners, in the spec order', () => {
    const list = [franchise('Motability'), franchise('Dit'), franchise('Trainee')];
    expect(labels(list)).toEqual(['DIT|dit', 'Motability|motability', 'Learners|learners']);
    for (const type of ['Full', 'PartnerLite', 'Solo', 'Trainee'] as const) {
      expect(labels([franchise(type)])).toEqual(['Learners|learners']);
    }
  });

  it('adds the brand prefix when several brands are held, never on DIT, AA before BSM', () => {
    const list = [franchise('Full', 'BSM'), franchise('Dit', 'BSM'), franchise('Full', 'AADS')];
    expect(labels(list)).toEqual(['AA Learners|learners-aa', 'BSM Learners|learners-bsm', 'DIT|dit']);
  });

  it('leaves out third-party franchises unless asked, and always dormant ones', () => {
    const list = [
      franchise('Full'),
      franchise('ThirdParty', 'BSM'),
      franchise('Motability', 'AADS', 'Manual', 'dormant Motability'),
    ];
    expect(labels(list)).toEqual(['AA Learners|learners']);
    expect(labels(list, true)).toEqual(['AA Learners|learners-aa', 'BSM Learners|learners-bsm']);
  });

  it('tells two franchises of one kind and brand apart by transmission, Manual first', () => {
    const list = [franchise('Full', 'AADS', 'Automatic'), franchise('Full', 'AADS', 'Manual')];
    expect(labels(list)).toEqual(['Manual Learners|learners-aa-manual', 'Automatic Learners|learners-aa-automatic']);
    const twoBrands = [...list, franchise('Full', 'BSM')];
    expect(labels(twoBrands)).toEqual([
      'AA Manual Learners|learners-aa-manual',
      'AA Automatic Learners|learners-aa-automatic',
      'BSM Learners|learners-bsm',
    ]);
  });

  it('keeps test ids unique even for twins', () => {
    const tabs = franchiseTabs([franchise('PartnerLite'), franchise('Full')]);
    expect(tabs.map((t) => `${t.label}|${t.testIdSuffix}`)).toEqual(['Learners|learners', 'Learners|learners-2']);
  });

  it('carries the franchise id, and is shown while loading or with more than one tab', () => {
    const only = franchise('Full');
    expect(franchiseTabs([only])[0]?.id).toBe(only.id);
    expect(showsFranchiseTabs(undefined)).toBe(true);
    expect(showsFranchiseTabs([])).toBe(false);
    expect(showsFranchiseTabs(franchiseTabs([only]))).toBe(false);
    expect(showsFranchiseTabs(franchiseTabs([only, franchise('Dit')]))).toBe(true);
  });

  it('works on the chosen tab, else the first', () => {
    const tabs = franchiseTabs([franchise('Dit'), franchise('Full')]);
    expect(selectedFranchiseTab(tabs, tabs[1]!.id)).toBe(tabs[1]);
    expect(selectedFranchiseTab(tabs, 'gone')).toBe(tabs[0]);
    expect(selectedFranchiseTab(tabs, null)?.label).toBe('Learners');
    expect(selectedFranchiseTab([], null)).toBeUndefined();
  });
});
