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
 * done (`staff`), or a staff member holding one of the roles named. `self` is a member's own security settings:
 * open also to a new member still setting up their first second factor, who may use nothing else.
 */
export type OfficeAccessRule = 'public' | 'self' | 'staff' | { readonly roles: readonly OfficeRole[] };

export const staffMayUse = (
  rule: OfficeAccessRule,
  staff: (StaffFacts & { readonly mustSetUpSecondFactor?: boolean }) | null,
): boolean => {
  if (rule === 'public') return true;
  if (staff === null) return false;
  if (rule === 'self') return true;
  if (staff.mustSetUpSecondFactor) return false;
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

/**
 * Who is asking on the office side: a signed-in staff member. `mustSetUpSecondFactor`: a new member signed in with
 * their password alone, who may only set up a second factor (TOTP or a passkey) until they have one.
 */
export type StaffViewer = StaffFacts & {
  readonly staffId: string;
  readonly name: string;
  readonly email: string;
  readonly mustSetUpSecondFactor?: boolean;
};

export const officeAccessMessages = {
  notYourRole: 'Your office role does not allow this. Ask an administrator if you need it.',
  setUpSecondFactorFirst: 'Set up your second factor (an authenticator app or a passkey) before anything else.',
} as const;
