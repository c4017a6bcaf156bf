import { defineFeature } from '../../feature-entry.ts';
import { createHomeResolvers } from './home.resolvers.ts';
import type { HomeService, HomeServices } from './home.service.ts';
import { createHomeService } from './home.service.ts';

export type { HomeService } from './home.service.ts';
export type { ReminderSources } from './reminder-sources.ts';

/** The home dashboard: today's lessons and income, and today's things to do. */
export const homeFeature = defineFeature<HomeServices & { home: HomeService }>()({
  createService: createHomeService,
  resolvers: createHomeResolvers,
  access: {
    Instructor: { todaysEvents: 'Calendar', todaysIncome: 'Calendar', todaysThingsToDo: 'Home', firstSteps: 'Home' },
  },
});
