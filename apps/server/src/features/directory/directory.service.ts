import { DomainError, parseCommand } from '@portal/domain/errors';
import { ACTIVE_LEARNER_WINDOW_DAYS } from '@portal/domain/learners';
import {
  type BrandCode,
  capacityLockSchema,
  DIRECTORY_PAGE_SIZE,
  type DirectorySearchInput,
  directoryMessages,
  directorySearchSchema,
  directorySearchTerms,
  type StaffViewer,
} from '@portal/domain/office';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuditService } from '../audit/index.ts';
import type { PreferencesService } from '../preferences/index.ts';
import { type DirectoryCursor, searchInstructors } from './directory.repository.ts';
import { type DirectoryEntryView, toDirectoryEntry } from './directory.views.ts';
import { findFranchisesInScope, findInstructorInScope } from './instructor-page.repository.ts';

export type DirectoryServices = { preferences: PreferencesService; audit: AuditService };

export type DirectoryPage = {
  items: DirectoryEntryView[];
  /** Where the next page starts (give it as `after`), or null when this page is the last. */
  nextPage: string | null;
  pageSize: number;
};

const DAY = 86_400_000;

export const instructorNotFound = () => new DomainError('NOT_FOUND', directoryMessages.instructorNotFound);

/** The brands a search covers: the member's scope, narrowed by the brand filter (outside it, none). */
const searchedBrands = (staff: StaffViewer, brand: BrandCode | null | undefined): BrandCode[] =>
  staff.brands.filter((b) => !brand || b === brand);

/** A page's end as the opaque `nextPage` the office gives back: the last instructor's place in the name order. */
const cursorOf = (row: DirectoryCursor) =>
  Buffer.from(JSON.stringify([row.lastName, row.firstName, row.id])).toString('base64url');

const pageGone = () => new DomainError('INVALID_INPUT', directoryMessages.pageInvalid, { field: 'after' });

const cursorFrom = (after: string | null | undefined): DirectoryCursor | null => {
  if (!after) return null;
  try {
    const key: unknown = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.length === 3) {
      const [lastName, firstName, id] = key as unknown[];
      if (typeof lastName === 'string' && typeof firstName === 'string' && typeof id === 'string' && isUuid(id)) {
        return { lastName, firstName, id };
      }
    }
  } catch {
    // Not one of ours: refused below.
  }
  throw pageGone();
};

/**
 * The directory (any signed-in staff member): a page of instructors in the member's brand scope, by name, from
 * where the page before ended. One more row than the page is read to know whether another page follows.
 */
export const searchDirectory = async (deps: AppDeps, staff: StaffViewer, input: DirectorySearchInput) => {
  const command = parseCommand(directorySearchSchema, input);
  const rows = await searchInstructors({
    brands: searchedBrands(staff, command.brand),
    statuses: command.statuses ?? null,
    propositionType: command.propositionType ?? null,
    capacityFull: command.capacityFull ?? null,
    terms: directorySearchTerms(command.search),
    activeSince: new Date(deps.clock.now().getTime() - ACTIVE_LEARNER_WINDOW_DAYS * DAY),
    after: cursorFrom(command.after),
    limit: DIRECTORY_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, DIRECTORY_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toDirectoryEntry),
    nextPage:
      rows.length > DIRECTORY_PAGE_SIZE && last
        ? cursorOf({ lastName: last.sortLastName, firstName: last.sortFirstName, id: last.id })
        : null,
    pageSize: DIRECTORY_PAGE_SIZE,
  } satisfies DirectoryPage;
};

/** The instructor if the member sees them (a franchise of a brand in their scope); NOT_FOUND otherwise. */
export const requireInstructorInScope = async (staff: StaffViewer, instructorId: string) => {
  const found = isUuid(instructorId) ? await findInstructorInScope(instructorId, staff.brands) : null;
  if (!found) throw instructorNotFound();
  return found;
};

/**
 * Locks or opens a franchise's capacity (role Allocations) through the preferences' own write, audited with the
 * lock before and after in the same transaction. A franchise of a brand the member does not see is not found.
 * Setting the lock it already has changes nothing and records nothing.
 */
export const setCapacityLock = async (
  services: DirectoryServices,
  staff: StaffViewer,
  input: { instructorId: string; franchiseId: string; locked: boolean },
) => {
  const command = parseCommand(capacityLockSchema, input);
  const instructor = await requireInstructorInScope(staff, input.instructorId);
  const franchises = await findFranchisesInScope(instructor.id, staff.brands);
  if (!franchises.some((f) => f.id === command.franchiseId)) {
    throw new DomainError('NOT_FOUND', directoryMessages.franchiseNotFound, { field: 'franchiseId' });
  }
  await inTransaction(async () => {
    const change = await services.preferences.changeCapacityLock(command.franchiseId, command.locked);
    if (change.before === change.after) return;
    await services.audit.record({
      staffId: staff.staffId,
      operation: command.locked ? 'lockCapacity' : 'unlockCapacity',
      targetType: 'Franchise',
      targetId: command.franchiseId,
      instructorId: instructor.id,
      before: { locked: change.before },
      after: { locked: change.after },
    });
  });
  return instructor.id;
};
