import { bookingMessages, calendarRangeSchema, DEFAULT_PREFERENCE_TRAVEL_MINUTES } from '@portal/domain/calendar';
import { parseCommand } from '@portal/domain/errors';
import type { AppDeps } from '../../app-deps.ts';
import { findTravelTimeRows, findWorkingHours } from './booking-facts.repository.ts';
import { isUuid, notFound, toEventViews, toLessonViewOf, type Viewer } from './calendar.common.ts';
import { findItem, findItemsInRange } from './calendar.repository.ts';
import { type TimeOffView, toTimeOffView } from './calendar.views.ts';

/** The calendar's items in the range (a read that joins the request's batch). */
export const getCalendarEvents = async (deps: AppDeps, viewer: Viewer, startDate: Date, endDate: Date) => {
  parseCommand(calendarRangeSchema, { startDate, endDate });
  const now = deps.clock.now();
  return toEventViews(await findItemsInRange(viewer.instructorId, startDate, endDate, now), now);
};

export const getLesson = async (deps: AppDeps, viewer: Viewer, id: string) => {
  const row = isUuid(id) ? await findItem(viewer.instructorId, id, 'lesson') : null;
  if (!row || row.status === 'Deleted') throw notFound(bookingMessages.lessonNotFound);
  return toLessonViewOf(row, deps.clock.now());
};

export const getTimeOff = async (viewer: Viewer, id: string): Promise<TimeOffView> => {
  const row = isUuid(id) ? await findItem(viewer.instructorId, id, 'time_off') : null;
  if (!row || row.status === 'Deleted') throw notFound(bookingMessages.timeOffNotFound);
  return toTimeOffView(row);
};

export const getWorkingHours = (viewer: Viewer) => findWorkingHours(viewer.instructorId);

export const getTravelTime = async (viewer: Viewer) =>
  (await findTravelTimeRows(viewer.instructorId)).map((row) => ({
    id: row.lineItemKey,
    lineItemKey: row.lineItemKey,
    time: row.time ?? DEFAULT_PREFERENCE_TRAVEL_MINUTES,
  }));
