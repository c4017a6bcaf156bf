import { STAFF_ADMIN_ACCESS } from '@portal/domain/office';
import { defineFeature } from '../../feature-entry.ts';
import type { AuditService } from '../audit/index.ts';
import { createStaffOfficeResolvers } from './staff.office-resolvers.ts';
import { createStaffService, type StaffService } from './staff.service.ts';
import { STAFF_SESSION_COOKIE } from './staff-sessions.ts';

export type { StaffService } from './staff.service.ts';
/** The office side of enrolment (the seed, the journeys' setup; later the Admin's invitation). */
export { addStaffMember, enrolTotp } from './staff-enrolment.ts';
export { STAFF_SESSION_COOKIE } from './staff-sessions.ts';
export { totpUri } from './staff-totp.ts';

/**
 * The office's staff (issue 24 §2): email and password, then a second factor every member must have (an
 * authenticator code, a one-time recovery code or a passkey), roles and brand scope, the office's own sessions.
 * A new member with no second factor signs in with the password alone to set one up, and may do nothing else. It says who is asking at the office's door (/office/graphql).
 */
export const staffFeature = defineFeature<{ staff: StaffService; audit: AuditService }>()({
  createService: createStaffService,
  access: {},
  office: {
    resolvers: createStaffOfficeResolvers,
    access: {
      Query: {
        staffMe: 'public',
        staffSecurity: 'self',
        staffMembers: STAFF_ADMIN_ACCESS,
        staffInvitation: 'public',
      },
      Mutation: {
        staffSignIn: 'public',
        staffSecondFactor: 'public',
        staffPasskeyOptions: 'public',
        staffPasskeySignIn: 'public',
        staffSignOut: 'public',
        staffSignOutEverywhere: 'staff',
        staffPasskeyRegistrationOptions: 'self',
        staffAddPasskey: 'self',
        staffRemovePasskey: 'staff',
        staffTotpSetUp: 'self',
        staffConfirmTotp: 'self',
        inviteStaffMember: STAFF_ADMIN_ACCESS,
        renewStaffInvitation: STAFF_ADMIN_ACCESS,
        setStaffAccess: STAFF_ADMIN_ACCESS,
        resetStaffSecondFactor: STAFF_ADMIN_ACCESS,
        deactivateStaffMember: STAFF_ADMIN_ACCESS,
        acceptStaffInvitation: 'public',
      },
    },
    viewer:
      ({ services }) =>
      (request) =>
        services.staff.viewerOf(request.cookies[STAFF_SESSION_COOKIE]),
  },
});
