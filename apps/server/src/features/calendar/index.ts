import { defineFeature } from '../../feature-entry.ts';
import type { LearnersService } from '../learners/index.ts';
import { createCalendarResolvers } from './calendar.resolvers.ts';
import type { CalendarService } from './calendar.service.ts';
import { createCalendarService } from './calendar.service.ts';

export type { CalendarService } from './calendar.service.ts';

/**
 * Booking-preview holds nobody converts or cancels lapse after 15 minutes. Every booking expires the
 * instructor's own lapsed holds first (and every read leaves them out); this sweep tidies the rest.
 */
const PENDING_SWEEP_INTERVAL_MS = 60_000;

/** Calendar and booking engine: lessons, time off, availability and booking-preview holds. */
export const calendarFeature = defineFeature<{ calendar: CalendarService; learners: LearnersService }>()({
  createService: createCalendarService,
  resolvers: createCalendarResolvers,
  jobs: ({ services }) => [
    {
      name: 'pending hold sweep',
      intervalMs: PENDING_SWEEP_INTERVAL_MS,
      run: async (now) => ({ expired: await services.calendar.sweepExpiredHolds(now) }),
    },
  ],
  access: {
    Query: { lesson: 'Calendar', timeOff: 'Calendar', timeSlotsAvailability: 'Calendar' },
    Mutation: {
      createLesson: 'Calendar',
      changeLesson: 'Calendar',
      cancelLesson: 'Calendar',
      updateLessonNotes: 'Calendar',
      convertPendingLessons: 'Calendar',
      cancelPendingLessons: 'Calendar',
      createTimeOff: 'Calendar',
      updateTimeOff: 'Calendar',
      cancelTimeOff: 'Calendar',
    },
    Instructor: { calendarEvents: 'Calendar', workingHours: 'Calendar', travelTime: 'Calendar' },
    LearnerAllocationInstructor: { travelTime: 'Calendar' },
  },
});
