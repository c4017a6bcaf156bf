import { z } from 'zod';
import { brandCodes } from '../access/brand.ts';
import { singleLineText } from '../validation/text.ts';
import { staffEmail } from './sign-in.ts';
import { type BrandCode, type OfficeAccessRule, officeRoles, type StaffFacts } from './staff.ts';

/** Who manages staff (issue 25 §5): Admin, within their brand scope. */
export const STAFF_ADMIN_ACCESS: OfficeAccessRule = { roles: ['Admin'] };

/** How long an invitation's one-time link lasts. */
export const INVITATION_HOURS = 72;
/** A staff password: long, as it guards the office (the second factor comes after). */
export const STAFF_PASSWORD_MIN = 12;

export const staffAdminMessages = {
  required: 'This field is required',
  nameInvalid: 'Enter the name, up to 80 characters',
  rolesRequired: 'Choose at least one role',
  brandsRequired: 'Choose at least one brand',
  brandNotInScope: 'You can only give access to your own brands',
  emailTaken: 'A staff member with this email already exists',
  memberNotFound: 'We could not find that staff member',
  notYourself: 'You cannot change your own roles or deactivate yourself. Ask another administrator.',
  alreadyInactive: 'This staff member is already deactivated',
  invitationInvalid: 'This invitation link is not valid or has expired. Ask an administrator for a new one.',
  passwordTooShort: `Use at least ${STAFF_PASSWORD_MIN} characters`,
  passwordTooLong: 'Use at most 256 characters',
  passwordsDiffer: 'The passwords do not match',
} as const;
const m = staffAdminMessages;

const rolesField = z.array(z.enum(officeRoles)).min(1, m.rolesRequired).max(officeRoles.length);
const brandsField = z.array(z.enum(brandCodes)).min(1, m.brandsRequired).max(brandCodes.length);

export const staffAccessSchema = z.object({ roles: rolesField, brands: brandsField });

export const staffInvitationSchema = z.object({
  email: staffEmail,
  name: singleLineText({ error: m.required }).trim().min(1, m.required).max(80, m.nameInvalid),
  roles: rolesField,
  brands: brandsField,
});
export type StaffInvitationInput = z.input<typeof staffInvitationSchema>;

export const staffPasswordField = z
  .string({ error: m.required })
  .min(STAFF_PASSWORD_MIN, m.passwordTooShort)
  .max(256, m.passwordTooLong);

/** The invitation's form: a new password, typed twice. */
export const acceptInvitationFormSchema = z
  .object({ password: staffPasswordField, confirmPassword: z.string({ error: m.required }) })
  .refine((v) => v.password === v.confirmPassword, { message: m.passwordsDiffer, path: ['confirmPassword'] });

/** An Admin gives only brands they see themselves. */
export const brandsWithinScope = (admin: StaffFacts, brands: readonly BrandCode[]): boolean =>
  brands.every((brand) => admin.brands.includes(brand));

/** An Admin manages a member whose brands are all within their own scope (a BSM-only Admin never an AA member). */
export const adminManages = (admin: StaffFacts, member: StaffFacts): boolean => brandsWithinScope(admin, member.brands);

export type StaffAccessInput = z.input<typeof staffAccessSchema>;
