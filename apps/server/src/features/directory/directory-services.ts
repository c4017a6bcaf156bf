import type { DirectorySearchInput, StaffViewer } from '@portal/domain/office';
import type { AppDeps } from '../../app-deps.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { MessagesService } from '../messages/index.ts';
import type { PreferencesService } from '../preferences/index.ts';
import { createAuditTrailReads } from './audit-trail.service.ts';
import { refreshAllFranchiseFullness } from './directory.repository.ts';
import { searchDirectory, setCapacityLock } from './directory.service.ts';
import { getInstructorPage } from './instructor-page.service.ts';

export type DirectoryNeeds = {
  preferences: PreferencesService;
  accounts: AccountsService;
  messages: MessagesService;
  audit: AuditService;
};

/** The directory's use cases (the office's, each given the signed-in staff member first). */
export const createDirectoryService = (deps: AppDeps, services: DirectoryNeeds) => ({
  searchDirectory: (staff: StaffViewer, input: DirectorySearchInput) => searchDirectory(deps, staff, input),
  getInstructorPage: (staff: StaffViewer, instructorId: string) => getInstructorPage(services, staff, instructorId),
  setCapacityLock: (staff: StaffViewer, input: { instructorId: string; franchiseId: string; locked: boolean }) =>
    setCapacityLock(services, staff, input),
  ...createAuditTrailReads(services),
  /** Brings every franchise's fullness up to date with lessons booked or cancelled (the periodic job). */
  refreshFranchiseFullness: refreshAllFranchiseFullness,
});

export type DirectoryService = ReturnType<typeof createDirectoryService>;
/** What the CSV route needs of the staff feature: who is asking. */
type StaffSessions = { viewerOf: (token: string | undefined) => Promise<StaffViewer | null> };
export type DirectoryFeatureServices = DirectoryNeeds & { directory: DirectoryService; staff: StaffSessions };
