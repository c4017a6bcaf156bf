import type { OfficeRole } from '@portal/domain/office';

type Member = { id: string; name: string; email: string; roles: OfficeRole[]; brands: ('AADS' | 'BSM')[] };

/** A staff member as staffMe and staffSecondFactor answer. */
export const member = (overrides: Partial<Member> = {}) => ({
  __typename: 'StaffMember' as const,
  id: 'staff-1',
  name: 'Priya Shah',
  email: 'priya.shah@office.example',
  roles: ['Support'] as OfficeRole[],
  brands: ['AADS', 'BSM'] as ('AADS' | 'BSM')[],
  ...overrides,
});

export const signedIn =
  (overrides: Partial<Member> = {}) =>
  () => ({ data: { staffMe: member(overrides) } });
export const signedOut = () => ({ data: { staffMe: null } });
