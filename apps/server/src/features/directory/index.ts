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
/**
 * How far behind lessons the "capacity full" filter may be: an allocation, an answer, a lock or a new maximum
 * shows at once (database triggers), time passing needs nothing, a lesson booked or cancelled within this.
 */
export const FULLNESS_REFRESH_INTERVAL_MS = 5 * 60_000;

export const directoryFeature = defineFeature<DirectoryFeatureServices>()({
  createService: createDirectoryService,
  jobs: ({ services }) => [
    {
      name: 'franchise fullness refresh',
      intervalMs: FULLNESS_REFRESH_INTERVAL_MS,
      run: async () => ({ refreshed: await services.directory.refreshFranchiseFullness() }),
    },
  ],
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
