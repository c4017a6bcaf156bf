import { defineFeature } from '../../feature-entry.ts';
import { createCalendarFeedResolvers } from './calendar-feed.resolvers.ts';
import { registerCalendarFeedRoute } from './calendar-feed.routes.ts';
import { type CalendarFeedService, createCalendarFeedService } from './calendar-feed.service.ts';

export type { CalendarFeedService } from './calendar-feed.service.ts';

/**
 * Calendar feed (issue 26 §3): a secret iCalendar address of the instructor's lessons and time off for the phone's
 * own calendar. Reads the calendar's items through the calendar's public repository (one statement per poll).
 */
export const calendarFeedFeature = defineFeature<{ calendarFeed: CalendarFeedService }>()({
  createService: (deps) => createCalendarFeedService(deps),
  resolvers: createCalendarFeedResolvers,
  routes: (app, { deps, services }) => registerCalendarFeedRoute(app, deps, services.calendarFeed),
  access: {
    Mutation: {
      enableCalendarFeed: 'Calendar',
      resetCalendarFeed: 'Calendar',
      disableCalendarFeed: 'Calendar',
      setCalendarFeedPrivacy: 'Calendar',
    },
    Instructor: { calendarFeed: 'Calendar' },
  },
});
