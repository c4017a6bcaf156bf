import { bookingMessages, calendarRangeSchema, DEFAULT_PREFERENCE_TRAVEL_MINUTES } from '@portal/domain/calendar';
import { parseCommand } from '@portal/domain/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { Reads } from '../../db/reads.ts';
import { findTravelTimeRows, findWorkingHours } from './booking-facts.repository.ts';
import { isUuid, notFound, toEventViews, toLessonViewOf, type Viewer } from './calendar.common.ts';
import { findItem, findItemsInRange, itemsInRangeSelect, itemsInRangeValues } from './calendar.repository.ts';
import { type TimeOffView, toTimeOffView } from './calendar.views.ts';

/** The calendar's items in the range; `reads` may batch the query with the request's other reads. */
export const getCalendarEvents = async (
  deps: AppDeps,
  viewer: Viewer,
  startDate: Date,
  endDate: Date,
  reads?: Reads,
) => {
  parseCommand(calendarRangeSchema, { startDate, endDate });
  const now = deps.clock.now();
  const rows = reads
    ? await reads.rows(itemsInRangeSelect(deps.db), itemsInRangeValues(viewer.instructorId, startDate, endDate, now))
    : await findItemsInRange(deps.db, viewer.instructorId, startDate, endDate, now);
  return toEventViews(rows, now);
};

export const getLesson = async (deps: AppDeps, viewer: Viewer, id: string) => {
  const row = isUuid(id) ? await findItem(deps.db, viewer.instructorId, id, 'lesson') : null;
  if (!row || row.status === 'Deleted') throw notFound(bookingMessages.lessonNotFound);
  return toLessonViewOf(row, deps.clock.now());
};

export const getTimeOff = async (deps: AppDeps, viewer: Viewer, id: string): Promise<TimeOffView> => {
  const row = isUuid(id) ? await findItem(deps.db, viewer.instructorId, id, 'time_off') : null;
  if (!row || row.status === 'Deleted') throw notFound(bookingMessages.timeOffNotFound);
  return toTimeOffView(row);
};

export const getWorkingHours = (deps: AppDeps, viewer: Viewer) => findWorkingHours(deps.db, viewer.instructorId);

export const getTravelTime = async (deps: AppDeps, viewer: Viewer) =>
  (await findTravelTimeRows(deps.db, viewer.instructorId)).map((row) => ({
    id: row.lineItemKey,
    lineItemKey: row.lineItemKey,
    time: row.time ?? DEFAULT_PREFERENCE_TRAVEL_MINUTES,
  }));
