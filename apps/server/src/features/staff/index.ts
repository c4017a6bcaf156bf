import { defineFeature } from '../../feature-entry.ts';
import { createStaffService, type StaffService } from './staff.service.ts';

export { STAFF_SESSION_COOKIE, type StaffViewer } from './staff-sessions.ts';

/**
 * The office's staff (issue 24 §2): email and password, then a second factor every member must have (an
 * authenticator code or a one-time recovery code; passkeys next), roles and brand scope, the office's own
 * sessions. The office's door (/office/graphql) will guard each operation with `services.staff.viewerOf`.
 */
export const staffFeature = defineFeature<{ staff: StaffService }>()({
  createService: createStaffService,
  access: {},
});
