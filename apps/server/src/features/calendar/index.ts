import type { Viewer } from '../../app-deps.ts';
import { createCalendarLoaders } from './calendar.loaders.ts';
import { calendarResolvers } from './calendar.resolvers.ts';
import { type CalendarService, createCalendarService } from './calendar.service.ts';

/** Calendar and booking engine: lessons, time off, availability and booking-preview holds. */
export const calendarFeature = {
  resolvers: calendarResolvers,
  createService: createCalendarService,
  createLoaders: (services: { calendar: CalendarService }, viewerOf: () => Viewer) =>
    createCalendarLoaders(services.calendar, viewerOf),
};
