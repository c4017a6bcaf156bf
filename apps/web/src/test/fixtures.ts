import type { LoginOutcomeFragment, SessionInstructorFragment } from '../gql/graphql.ts';
import type { DataOf } from './graphql-operations.ts';

type PropositionType = SessionInstructorFragment['propositions'][number]['proposition']['type'];
type BrandCode = SessionInstructorFragment['brands'][number];
type Flags = Omit<DataOf<'getDsGlobalConfig'>['getDsGlobalConfig'], '__typename'>;

const proposition = (type: PropositionType, brand: BrandCode, id: string) =>
  ({
    __typename: 'InstructorProposition',
    id,
    proposition: {
      __typename: 'Proposition',
      id: `p-${id}`,
      name: `${type} Manual ${brand}`,
      type,
      brand,
      transmission: 'Manual',
    },
  }) satisfies SessionInstructorFragment['propositions'][number];

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
  } satisfies SessionInstructorFragment;
};

/** The getDsGlobalConfig answer: every flag on unless overridden. */
export const flags = (overrides: Partial<Flags> = {}) =>
  ({
    getDsGlobalConfig: {
      __typename: 'DsGlobalConfig',
      instructorArrearsEnabled: true,
      hubcappReoccurringLessonsEnable: true,
      fleetDatabaseSchemaMigrationEnabled: true,
      myBusinessProfileEnabled: true,
      demoMode: false,
      ...overrides,
    },
  }) satisfies DataOf<'getDsGlobalConfig'>;

export const loginOutcome = (overrides: Partial<LoginOutcomeFragment> = {}): LoginOutcomeFragment =>
  ({
    __typename: 'LoginResult',
    authenticated: false,
    challengeRequired: false,
    challengeId: null,
    maskedMobile: null,
    attemptsRemaining: 4,
    lockoutExpiry: null,
    lockoutSeconds: null,
    ...overrides,
  }) satisfies LoginOutcomeFragment;
