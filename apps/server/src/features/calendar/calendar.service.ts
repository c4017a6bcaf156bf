import type { AppDeps } from '../../app-deps.ts';
import { directReads, type Reads } from '../../db/reads.ts';
import type { LearnersService } from '../learners/index.ts';
import { checkTimeSlots, countActiveLearnersByFranchise, type TimeSlotsInput } from './availability.service.ts';
import type { CalendarDeps, Viewer } from './calendar.common.ts';
import { getCalendarEvents, getLesson, getTimeOff, getTravelTime, getWorkingHours } from './calendar.queries.ts';
import {
  type CancelLessonInput,
  type ChangeLessonInput,
  type CreateLessonInput,
  cancelLesson,
  changeLesson,
  createLesson,
  updateLessonNotes,
} from './lessons.service.ts';
import { cancelPendingLessons, convertPendingLessons } from './pending-holds.service.ts';
import {
  type CancelTimeOffInput,
  type CreateTimeOffInput,
  cancelTimeOff,
  createTimeOff,
  updateTimeOff,
} from './time-off.service.ts';

/**
 * Calendar use cases, each taking the viewer first. Learners and their balances come from the learners
 * service (read when called, so the order services are built in does not matter).
 */
export const createCalendarService = (appDeps: AppDeps, services: { learners: LearnersService }) => {
  const deps: CalendarDeps = {
    ...appDeps,
    get learners() {
      return services.learners;
    },
  };
  return {
    getCalendarEvents: (viewer: Viewer, startDate: Date, endDate: Date, reads?: Reads) =>
      getCalendarEvents(deps, viewer, startDate, endDate, reads),
    getLesson: (viewer: Viewer, id: string) => getLesson(deps, viewer, id),
    getTimeOff: (viewer: Viewer, id: string) => getTimeOff(deps, viewer, id),
    getWorkingHours: (viewer: Viewer) => getWorkingHours(deps, viewer),
    getTravelTime: (viewer: Viewer) => getTravelTime(deps, viewer),
    /** Active learners of each of the viewer's franchises, in one read (home's open-cap reminder). */
    countActiveLearnersByFranchise: (viewer: Viewer, reads: Reads = directReads(deps.db)) =>
      countActiveLearnersByFranchise(deps.db, viewer, deps.clock.now(), reads),
    timeSlotsAvailability: (viewer: Viewer, input: TimeSlotsInput) => checkTimeSlots(deps, viewer, input),
    createLesson: (viewer: Viewer, input: CreateLessonInput) => createLesson(deps, viewer, input),
    changeLesson: (viewer: Viewer, input: ChangeLessonInput) => changeLesson(deps, viewer, input),
    cancelLesson: (viewer: Viewer, input: CancelLessonInput) => cancelLesson(deps, viewer, input),
    updateLessonNotes: (viewer: Viewer, id: string, notes: string) => updateLessonNotes(deps, viewer, id, notes),
    convertPendingLessons: (viewer: Viewer, ids: readonly string[]) => convertPendingLessons(deps, viewer, ids),
    cancelPendingLessons: (viewer: Viewer, ids: readonly string[]) => cancelPendingLessons(deps, viewer, ids),
    createTimeOff: (viewer: Viewer, input: CreateTimeOffInput) => createTimeOff(deps, viewer, input),
    updateTimeOff: (viewer: Viewer, id: string, notes: string) => updateTimeOff(deps, viewer, id, notes),
    cancelTimeOff: (viewer: Viewer, input: CancelTimeOffInput) => cancelTimeOff(deps, viewer, input),
  };
};

export type CalendarService = ReturnType<typeof createCalendarService>;
