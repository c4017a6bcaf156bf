import { bookingMessages, localDateOf } from '@portal/domain/calendar';
import { DomainError } from '@portal/domain/errors';
import type { Database } from '../../db/client.ts';
import { listLearners } from '../learners/learners.service.ts';
import { expirePendingHolds, type ItemRow, lockInstructorCalendar } from './calendar.repository.ts';
import { type CalendarEventView, type LessonView, toLessonView, toTimeOffView } from './calendar.views.ts';

/** Who is asking: every use case is scoped to this instructor. */
export type Viewer = { instructorId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a UUID can name nothing: NOT_FOUND, never a database error. */
export const isUuid = (id: string): boolean => UUID.test(id);

export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const badInput = (message: string, details?: Record<string, unknown>) =>
  new DomainError('INVALID_INPUT', message, details);

/** The instructor named by an input must be the viewer; any other id is not found. */
export const requireOwnInstructor = (viewer: Viewer, instructorId: string): void => {
  if (instructorId !== viewer.instructorId) throw notFound(bookingMessages.instructorNotFound);
};

/** Lessons and time off as the API shows them; the lessons' learners are loaded in one batch. */
export const toEventViews = async (
  db: Database,
  instructorId: string,
  rows: ItemRow[],
  now: Date,
): Promise<CalendarEventView[]> => {
  const learnerIds = [...new Set(rows.flatMap((row) => (row.learnerId ? [row.learnerId] : [])))];
  const learners = await listLearners(db, instructorId, localDateOf(now), learnerIds, true);
  const byId = new Map(learners.map((learner) => [learner.id, learner]));
  return rows.flatMap((row): CalendarEventView[] => {
    if (row.kind === 'time_off') return [toTimeOffView(row)];
    const learner = row.learnerId ? byId.get(row.learnerId) : undefined;
    return learner ? [toLessonView(row, learner, now)] : [];
  });
};

export const toLessonViewOf = async (db: Database, instructorId: string, row: ItemRow, now: Date) => {
  const [view] = await toEventViews(db, instructorId, [row], now);
  return view as LessonView;
};

/**
 * Every write to an instructor's calendar: one transaction, queued behind their other calendar writes,
 * lapsed pending holds expired first (so a stale hold never blocks a booking).
 */
export const inCalendarTransaction = <T>(
  db: Database,
  instructorId: string,
  now: Date,
  write: (tx: Database) => Promise<T>,
): Promise<T> =>
  db.transaction(async (tx) => {
    await lockInstructorCalendar(tx, instructorId);
    await expirePendingHolds(tx, now, instructorId);
    return write(tx);
  });
