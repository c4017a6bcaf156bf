import type { Viewer } from '../../app-deps.ts';
import type { Reads } from '../../db/reads.ts';
import { createHomeLoaders } from './home.loaders.ts';
import { homeResolvers } from './home.resolvers.ts';
import { createHomeService, type HomeService } from './home.service.ts';

export type { HomeService } from './home.service.ts';
export type { ReminderSources } from './reminder-sources.ts';

/** The home dashboard: today's lessons and income, and today's things to do. */
export const homeFeature = {
  resolvers: homeResolvers,
  createService: createHomeService,
  createLoaders: (services: { home: HomeService }, viewerOf: () => Viewer, reads: () => Reads) =>
    createHomeLoaders(services.home, viewerOf, reads),
  access: { Instructor: { todaysEvents: 'Calendar', todaysIncome: 'Calendar', todaysThingsToDo: 'Home' } } as const,
};
