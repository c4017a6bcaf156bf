import type { SessionInstructorFragment } from '../gql/graphql.ts';

type PropositionType = SessionInstructorFragment['propositions'][number]['proposition']['type'];
type BrandCode = SessionInstructorFragment['brands'][number];

const proposition = (type: PropositionType, brand: BrandCode, id: string) => ({
  __typename: 'InstructorProposition' as const,
  id,
  proposition: {
    __typename: 'Proposition' as const,
    id: `p-${id}`,
    name: `${type} Manual ${brand}`,
    type,
    brand,
    transmission: 'Manual' as const,
  },
});

/** An instructor as `me` returns it. */
export const instructor = (
  overrides: Partial<SessionInstructorFragment> & { franchises?: [PropositionType, BrandCode][] } = {},
): SessionInstructorFragment => {
  const { franchises = [['Full', 'AADS']], ...rest } = overrides;
  return {
    __typename: 'Instructor',
    id: 'i-1',
    adiNumber: '100001',
    firstName: 'Daniel',
    lastName: 'Hughes',
    fullName: 'Daniel Hughes',
    status: 'Active',
    brands: [...new Set(franchises.map(([, brand]) => brand))].sort(),
    propositions: franchises.map(([type, brand], i) => proposition(type, brand, String(i + 1))),
    ...rest,
  };
};

export const flags = (overrides: Partial<Record<string, boolean>> = {}) => ({
  getDsGlobalConfig: {
    __typename: 'DsGlobalConfig',
    instructorArrearsEnabled: true,
    hubcappReoccurringLessonsEnable: true,
    fleetDatabaseSchemaMigrationEnabled: true,
    myBusinessProfileEnabled: true,
    demoMode: false,
    ...overrides,
  },
});

export const loginOutcome = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'LoginResult',
  authenticated: false,
  challengeRequired: false,
  challengeId: null,
  maskedMobile: null,
  attemptsRemaining: 4,
  lockoutExpiry: null,
  ...overrides,
});
