import { describe, expect, it } from 'vitest';
import { isBrandCode, isOfficeRole, type StaffFacts, staffMayUse, staffSeesBrands } from './staff.ts';

const support: StaffFacts = { roles: ['Support'], brands: ['AADS', 'BSM'] };
const bsmAllocations: StaffFacts = { roles: ['Allocations'], brands: ['BSM'] };

describe('who may use an office operation', () => {
  it('lets anyone use a public operation, signed in or not', () => {
    expect(staffMayUse('public', null)).toBe(true);
    expect(staffMayUse('public', support)).toBe(true);
  });
  it('lets any signed-in staff member use a staff operation, and nobody signed out', () => {
    expect(staffMayUse('staff', support)).toBe(true);
    expect(staffMayUse('staff', null)).toBe(false);
  });
  it('lets only a holder of one of the named roles use a role operation', () => {
    expect(staffMayUse({ roles: ['Support'] }, support)).toBe(true);
    expect(staffMayUse({ roles: ['Allocations', 'Admin'] }, bsmAllocations)).toBe(true);
    expect(staffMayUse({ roles: ['Finance'] }, support)).toBe(false);
    expect(staffMayUse({ roles: [] }, support)).toBe(false);
    expect(staffMayUse({ roles: ['Support'] }, null)).toBe(false);
  });
});

describe('a new member still setting up their second factor', () => {
  const newcomer = { ...support, mustSetUpSecondFactor: true };
  it('may use their own security settings and the sign-in, and nothing else', () => {
    expect(staffMayUse('self', newcomer)).toBe(true);
    expect(staffMayUse('public', newcomer)).toBe(true);
    expect(staffMayUse('staff', newcomer)).toBe(false);
    expect(staffMayUse({ roles: ['Support'] }, newcomer)).toBe(false);
  });
  it('opens the security settings to any signed-in member, and not to nobody', () => {
    expect(staffMayUse('self', support)).toBe(true);
    expect(staffMayUse('self', null)).toBe(false);
  });
});

describe('brand scope', () => {
  it('shows a member an instructor holding any brand in their scope', () => {
    expect(staffSeesBrands(bsmAllocations, ['BSM'])).toBe(true);
    expect(staffSeesBrands(bsmAllocations, ['AADS', 'BSM'])).toBe(true);
    expect(staffSeesBrands(support, ['AADS'])).toBe(true);
  });
  it('never shows a BSM-only member an AA-only instructor, nor anyone an instructor without a franchise', () => {
    expect(staffSeesBrands(bsmAllocations, ['AADS'])).toBe(false);
    expect(staffSeesBrands(support, [])).toBe(false);
  });
});

describe('guards', () => {
  it('knows the five roles and the two brands and nothing else', () => {
    expect(['Support', 'Allocations', 'Finance', 'Content', 'Admin'].every(isOfficeRole)).toBe(true);
    expect(isOfficeRole('support')).toBe(false);
    expect(isBrandCode('AADS') && isBrandCode('BSM')).toBe(true);
    expect(isBrandCode('AA')).toBe(false);
  });
});
