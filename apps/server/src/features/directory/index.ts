import { defineFeature } from '../../feature-entry.ts';
import { registerAuditCsvRoute } from './audit-trail.routes.ts';
import { createDirectoryOfficeResolvers } from './directory.office-resolvers.ts';
import { createDirectoryService, type DirectoryFeatureServices } from './directory-services.ts';

export { AUDIT_CSV_ROUTE } from './audit-trail.routes.ts';
export type { DirectoryService } from './directory-services.ts';

/**
 * The office's instructors at hand (issue 24 §3): the directory (search and filters, brand-scoped), an
 * instructor's page with the capacity lock (Allocations, audited), and the audit trail's pages (§6): an
 * instructor's for any member who sees them, a staff member's for an Admin, and their CSV download.
 */
export const directoryFeature = defineFeature<DirectoryFeatureServices>()({
  createService: createDirectoryService,
  access: {},
  routes: (app, { services }) => registerAuditCsvRoute(app, services),
  office: {
    resolvers: createDirectoryOfficeResolvers,
    access: {
      Query: {
        directory: 'staff',
        officeInstructor: 'staff',
        instructorAuditTrail: 'staff',
        staffAuditTrail: { roles: ['Admin'] },
        officeStaffMembers: { roles: ['Admin'] },
      },
      Mutation: { setCapacityLock: { roles: ['Allocations'] } },
    },
  },
});
