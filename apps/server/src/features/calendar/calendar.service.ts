import type { AppDeps } from '../../app-deps.ts';
import { keptForWork } from '../../db/unit-of-work.ts';
import type { LearnersService } from '../learners/index.ts';
import { checkTimeSlots, countActiveLearnersByFranchise, type TimeSlotsInput } from './availability.service.ts';
import type { CalendarDeps, Viewer } from './calendar.common.ts';
import { getCalendarEvents, getLesson, getTimeOff, getTravelTime, getWorkingHours } from './calendar-reads.service.ts';
import {
  type CancelLessonInput,
  type ChangeLessonInput,
  type CreateLessonInput,
  cancelLesson,
  changeLesson,
  createLesson,
  updateLessonNotes,
} from './lessons.service.ts';
import { expirePendingHolds } from './pending-holds.repository.ts';
import { cancelPendingLessons, convertPendingLessons } from './pending-holds.service.ts';
import {
  type CancelTimeOffInput,
  type CreateTimeOffInput,
  cancelTimeOff,
  createTimeOff,
  type UpdateTimeOffInput,
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
    getCalendarEvents: (viewer: Viewer, startDate: Date, endDate: Date) =>
      getCalendarEvents(deps, viewer, startDate, endDate),
    getLesson: (viewer: Viewer, id: string) => getLesson(deps, viewer, id),
    getTimeOff: (viewer: Viewer, id: string) => getTimeOff(viewer, id),
    getWorkingHours: (viewer: Viewer) => getWorkingHours(viewer),
    /** Read once per request however many places ask (the instructor's field, every allocation's instructor). */
    getTravelTime: (viewer: Viewer) =>
      keptForWork(`calendar.travelTime:${viewer.instructorId}`, () => getTravelTime(viewer)),
    /** Marks every hold lapsed by `now` Deleted (the periodic sweep); returns how many. */
    sweepExpiredHolds: (now: Date = deps.clock.now()) => expirePendingHolds(now),
    /** Active learners of each of the viewer's franchises, in one read (home's open-cap reminder). */
    countActiveLearnersByFranchise: (viewer: Viewer) => countActiveLearnersByFranchise(viewer, deps.clock.now()),
    timeSlotsAvailability: (viewer: Viewer, input: TimeSlotsInput) => checkTimeSlots(deps, viewer, input),
    createLesson: (viewer: Viewer, input: CreateLessonInput) => createLesson(deps, viewer, input),
    changeLesson: (viewer: Viewer, input: ChangeLessonInput) => changeLesson(deps, viewer, input),
    cancelLesson: (viewer: Viewer, input: CancelLessonInput) => cancelLesson(deps, viewer, input),
    updateLessonNotes: (viewer: Viewer, id: string, notes: string) => updateLessonNotes(deps, viewer, id, notes),
    convertPendingLessons: (viewer: Viewer, ids: readonly string[]) => convertPendingLessons(deps, viewer, ids),
    cancelPendingLessons: (viewer: Viewer, ids: readonly string[]) => cancelPendingLessons(viewer, ids),
    createTimeOff: (viewer: Viewer, input: CreateTimeOffInput) => createTimeOff(deps, viewer, input),
    updateTimeOff: (viewer: Viewer, input: UpdateTimeOffInput) => updateTimeOff(deps, viewer, input),
    cancelTimeOff: (viewer: Viewer, input: CancelTimeOffInput) => cancelTimeOff(deps, viewer, input),
  };
};

export type CalendarService = ReturnType<typeof createCalendarService>;
