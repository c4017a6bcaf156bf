import { isDormant } from '@portal/domain/access';
import { bookingMessages } from '@portal/domain/calendar';
import { DomainError, parseCommand } from '@portal/domain/errors';
import {
  DEFAULT_CAPACITY,
  fixedLessonTypeOf,
  isCapacityClosed,
  isLessonTypeChoiceAllowed,
  isToggleableLessonType,
  type PreferenceLessonType,
  preferenceLessonTypes,
  preferenceMessages,
  TEST_CENTRE_SEARCH_LIMIT,
  type ToggleableLessonType,
  type UpdateInstructorPreferencesInput,
  updateInstructorPreferencesSchema,
} from '@portal/domain/preferences';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { CalendarService } from '../calendar/index.ts';
import {
  type FranchiseRow,
  findCapacityLockForUpdate,
  findChosenTestCentres,
  findFranchises,
  findLessonTypeRows,
  findTestCentreIds,
  searchTestCentres,
  writeCapacityLock,
  writePreferences,
} from './preferences.repository.ts';
import type { LearnerCapacityView } from './preferences.views.ts';

/** What the preferences use cases run on: the app's parts and the calendar (active learners per franchise). */
export type PreferencesDeps = AppDeps & { calendar: CalendarService };

export type LessonTypeView = {
  propositionAllocationId: string;
  lessonType: PreferenceLessonType;
  enabled: boolean;
  toggleable: boolean;
};

const franchiseNotFound = () => new DomainError('NOT_FOUND', preferenceMessages.franchiseNotFound);

/** The franchises the preferences page shows: not dormant, not third-party (spec 2 §2). */
const isVisibleFranchise = (f: FranchiseRow) => !isDormant(f) && f.type !== 'ThirdParty';

const listFranchises = async (viewer: Viewer) => (await findFranchises(viewer.instructorId)).filter(isVisibleFranchise);

/**
 * Each shown franchise's capacity: its active learners against its maximum, and the office's lock. Franchises and
 * the active learners of all of them are two reads, whatever the number of franchises (read together).
 */
const capacitiesOf = async (deps: PreferencesDeps, viewer: Viewer): Promise<LearnerCapacityView[]> => {
  const [franchises, active] = await Promise.all([
    findFranchises(viewer.instructorId),
    deps.calendar.countActiveLearnersByFranchise(viewer),
  ]);
  return franchises.filter(isVisibleFranchise).map((f) => ({
    id: f.id,
    lineItemKey: f.id,
    current: active.get(f.id) ?? 0,
    maximum: f.capacityMaximum ?? DEFAULT_CAPACITY,
    locked: f.capacityLocked ?? false,
  }));
};

export const getLearnerCapacity = (deps: PreferencesDeps, viewer: Viewer) => capacitiesOf(deps, viewer);

/** Every lesson type per franchise: the fixed ones by the franchise's type, the chosen ones as saved (off by default). */
export const getLessonTypes = async (viewer: Viewer): Promise<LessonTypeView[]> => {
  const [franchises, saved] = await Promise.all([listFranchises(viewer), findLessonTypeRows(viewer.instructorId)]);
  return franchises.flatMap((f) =>
    preferenceLessonTypes.map((lessonType) => {
      const toggleable = isToggleableLessonType(lessonType);
      const row = saved.find((s) => s.lineItemKey === f.id && s.lessonType === lessonType);
      const enabled = toggleable ? (row?.enabled ?? false) : fixedLessonTypeOf(f.type) === lessonType;
      return { propositionAllocationId: f.id, lessonType, enabled, toggleable };
    }),
  );
};

export const getTestCentres = async (viewer: Viewer) => {
  const shown = new Set((await listFranchises(viewer)).map((f) => f.id));
  return (await findChosenTestCentres(viewer.instructorId)).filter((c) => shown.has(c.lineItemKey));
};

export const listTestCentres = (search: string | null | undefined) =>
  searchTestCentres((search ?? '').trim().slice(0, 60), TEST_CENTRE_SEARCH_LIMIT);

/** The chosen centres must all be in the list: one that is not refuses the whole save. */
const requireKnownCentres = async (ids: readonly string[]) => {
  const known = new Set(ids.every(isUuid) ? await findTestCentreIds(ids) : []);
  if (ids.some((id) => !known.has(id))) {
    throw new DomainError('INVALID_INPUT', preferenceMessages.unknownTestCentre, { field: 'testCentres' });
  }
};

/**
 * updateInstructorPreferences: one of the viewer's franchises (another's id is not found), checked with the
 * domain's rules, then written at once; bad input writes nothing.
 */
export const updatePreferences = async (viewer: Viewer, input: UpdateInstructorPreferencesInput) => {
  if (input.instructorId !== viewer.instructorId)
    throw new DomainError('NOT_FOUND', bookingMessages.instructorNotFound);
  const franchise = (await listFranchises(viewer)).find((f) => f.id === input.propositionAllocationId);
  if (!franchise) throw franchiseNotFound();
  const command = parseCommand(updateInstructorPreferencesSchema, input);
  if (!command.lessonTypes.every((choice) => isLessonTypeChoiceAllowed(franchise.type, choice))) {
    throw new DomainError('INVALID_INPUT', preferenceMessages.lessonTypeFixed, { field: 'lessonTypes' });
  }
  await requireKnownCentres(command.testCentres);
  await inTransaction(async () =>
    writePreferences({
      franchiseId: command.propositionAllocationId,
      travelMinutes: command.travelTime,
      capacityMaximum: command.learnerCapacity!,
      week: command.workingHours.map((d) => ({ day: d.dayNumber, startMinute: d.startTime, endMinute: d.endTime })),
      lessonTypes: command.lessonTypes.filter((t): t is { lessonType: ToggleableLessonType; enabled: boolean } =>
        isToggleableLessonType(t.lessonType),
      ),
      testCentreIds: command.testCentres,
    }),
  );
  return { id: viewer.instructorId };
};

/**
 * Home's open-cap reminder: the franchises that take no new learners now (full, by their active learners). A
 * locked one is no reminder (the office closed it); its reads join the rest of the page's.
 */
export const countOpenCaps = async (deps: PreferencesDeps, viewer: Viewer): Promise<number> =>
  (await capacitiesOf(deps, viewer)).filter(isCapacityClosed).length;

/** Office side: lock a franchise's capacity (no new learners) or open it again. */
export const setCapacityLocked = (franchiseId: string, locked: boolean) => writeCapacityLock(franchiseId, locked);

/**
 * The office's lock or unlock (the caller has checked the franchise is one the staff member sees): in one
 * transaction, the lock as it was (row held) and as it is now, for the audit trail. The portal reads capacity on
 * every request (nothing of it is cached), so the instructor sees the change at once.
 */
export const changeCapacityLock = (franchiseId: string, locked: boolean) =>
  inTransaction(async () => {
    const before = await findCapacityLockForUpdate(franchiseId);
    if (before !== locked) await writeCapacityLock(franchiseId, locked);
    return { before, after: locked };
  });

export const createPreferencesService = (appDeps: AppDeps, services: { calendar: CalendarService }) => {
  const deps: PreferencesDeps = {
    ...appDeps,
    get calendar() {
      return services.calendar;
    },
  };
  return {
    getLearnerCapacity: (viewer: Viewer) => getLearnerCapacity(deps, viewer),
    getLessonTypes: (viewer: Viewer) => getLessonTypes(viewer),
    getTestCentres: (viewer: Viewer) => getTestCentres(viewer),
    listTestCentres: (search?: string | null) => listTestCentres(search),
    updatePreferences: (viewer: Viewer, input: UpdateInstructorPreferencesInput) => updatePreferences(viewer, input),
    countOpenCaps: (viewer: Viewer) => countOpenCaps(deps, viewer),
    changeCapacityLock: (franchiseId: string, locked: boolean) => changeCapacityLock(franchiseId, locked),
  };
};

export type PreferencesService = ReturnType<typeof createPreferencesService>;
