import type { Viewer } from '../../app-deps.ts';
import { createCalendarLoaders } from './calendar.loaders.ts';
import { calendarResolvers } from './calendar.resolvers.ts';
import { type CalendarService, createCalendarService } from './calendar.service.ts';

export type { CalendarService } from './calendar.service.ts';

/** Calendar and booking engine: lessons, time off, availability and booking-preview holds. */
export const calendarFeature = {
  resolvers: calendarResolvers,
  createService: createCalendarService,
  createLoaders: (services: { calendar: CalendarService }, viewerOf: () => Viewer) =>
    createCalendarLoaders(services.calendar, viewerOf),
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
  } as const,
};
