import { defineFeature } from '../../feature-entry.ts';
import { createStaffOfficeResolvers } from './staff.office-resolvers.ts';
import { createStaffService, type StaffService } from './staff.service.ts';
import { STAFF_SESSION_COOKIE } from './staff-sessions.ts';

export type { StaffService } from './staff.service.ts';
/** The office side of enrolment (the seed, the journeys' setup; later the Admin's invitation). */
export { addStaffMember, enrolTotp } from './staff-enrolment.ts';
export { STAFF_SESSION_COOKIE } from './staff-sessions.ts';

/**
 * The office's staff (issue 24 §2): email and password, then a second factor every member must have (an
 * authenticator code or a one-time recovery code; passkeys next), roles and brand scope, the office's own
 * sessions. It says who is asking at the office's door (/office/graphql).
 */
export const staffFeature = defineFeature<{ staff: StaffService }>()({
  createService: createStaffService,
  access: {},
  office: {
    resolvers: createStaffOfficeResolvers,
    access: {
      Query: { staffMe: 'public' },
      Mutation: {
        staffSignIn: 'public',
        staffSecondFactor: 'public',
        staffSignOut: 'public',
        staffSignOutEverywhere: 'staff',
      },
    },
    viewer:
      ({ services }) =>
      (request) =>
        services.staff.viewerOf(request.cookies[STAFF_SESSION_COOKIE]),
  },
});
