import { bookingMessages } from '@portal/domain/calendar';
import { DomainError } from '@portal/domain/errors';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import type { LearnersService } from '../learners/index.ts';
import type { ItemRow } from './calendar.repository.ts';
import { type CalendarEventView, type LessonView, toLessonView, toTimeOffView } from './calendar.views.ts';

export type { Viewer } from '../../app-deps.ts';
export { isUuid } from '../../lib/uuid.ts';

/** What the calendar's use cases run on: the app's parts and the learners service (balances, learners). */
export type CalendarDeps = AppDeps & { learners: LearnersService };

export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const badInput = (message: string, details?: Record<string, unknown>) =>
  new DomainError('INVALID_INPUT', message, details);

/** The instructor named by an input must be the viewer; any other id is not found. */
export const requireOwnInstructor = (viewer: Viewer, instructorId: string): void => {
  if (instructorId !== viewer.instructorId) throw notFound(bookingMessages.instructorNotFound);
};

/** Lessons and time off as the API shows them (a lesson's learner resolves through the learners loader). */
export const toEventViews = (rows: ItemRow[], now: Date): CalendarEventView[] =>
  rows.flatMap((row): CalendarEventView[] => {
    if (row.kind === 'time_off') return [toTimeOffView(row)];
    return row.learnerId ? [toLessonView(row, row.learnerId, now)] : [];
  });

export const toLessonViewOf = (row: ItemRow, now: Date) => toEventViews([row], now)[0] as LessonView;
