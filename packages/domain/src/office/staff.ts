import { brandCodes } from '../access/brand.ts';

/**
 * What an office staff member does (issue 24 §2): Support answers chat and reviews documents, Allocations
 * allocates learners and locks capacities, Finance bills and records payments, Content publishes news, Admin
 * manages staff.
 */
export const officeRoles = ['Support', 'Allocations', 'Finance', 'Content', 'Admin'] as const;
export type OfficeRole = (typeof officeRoles)[number];

/** A brand a staff member may see: AA (AADS), BSM, or both. */
export type BrandCode = (typeof brandCodes)[number];

/** Who a staff member is, as every office rule reads them. */
export type StaffFacts = {
  readonly roles: readonly OfficeRole[];
  readonly brands: readonly BrandCode[];
};

/**
 * Who may use an office operation: anyone (`public`: sign-in), any signed-in staff member whose second factor is
 * done (`staff`), or a staff member holding one of the roles named.
 */
export type OfficeAccessRule = 'public' | 'staff' | { readonly roles: readonly OfficeRole[] };

export const staffMayUse = (rule: OfficeAccessRule, staff: StaffFacts | null): boolean => {
  if (rule === 'public') return true;
  if (staff === null) return false;
  if (rule === 'staff') return true;
  return rule.roles.some((role) => staff.roles.includes(role));
};

/**
 * A staff member sees an instructor who holds a franchise of a brand in their scope: a BSM-only member never sees
 * an AA-only instructor, and sees an instructor of both brands.
 */
export const staffSeesBrands = (staff: StaffFacts, instructorBrands: readonly BrandCode[]): boolean =>
  instructorBrands.some((brand) => staff.brands.includes(brand));

export const isOfficeRole = (value: string): value is OfficeRole => (officeRoles as readonly string[]).includes(value);

export const isBrandCode = (value: string): value is BrandCode => (brandCodes as readonly string[]).includes(value);

/** Who is asking on the office side: a signed-in staff member. */
export type StaffViewer = StaffFacts & { readonly staffId: string; readonly name: string; readonly email: string };

export const officeAccessMessages = {
  notYourRole: 'Your office role does not allow this. Ask an administrator if you need it.',
} as const;
