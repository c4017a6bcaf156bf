import type { SessionInstructor } from '../../../lib/session/session-context.ts';

/** A signed-in instructor as `me` gives it. */
export const instructor = (id: string): SessionInstructor => ({
  __typename: 'Instructor',
  id,
  adiNumber: '100001',
  firstName: 'Daniel',
  lastName: 'Hughes',
  fullName: 'Daniel Hughes',
  status: 'Active',
  brands: ['AADS'],
  propositions: [],
});
