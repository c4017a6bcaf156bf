import { defineFeature } from '../../feature-entry.ts';
import type { CalendarService } from '../calendar/index.ts';
import { createPreferencesResolvers } from './preferences.resolvers.ts';
import type { PreferencesService } from './preferences.service.ts';
import { createPreferencesService } from './preferences.service.ts';

export type { PreferencesService } from './preferences.service.ts';
/** Office side (seed, tests): lock or open a franchise's capacity. */
export { setCapacityLocked } from './preferences.service.ts';
export { type TestCentreData, testCentreData } from './test-centres.data.ts';

/**
 * Preferences: lesson types, working hours, travel time, capacity and test centres per franchise. Other features
 * use `services.preferences.countOpenCaps(viewer)` (home's open-cap reminder).
 */
export const preferencesFeature = defineFeature<{ preferences: PreferencesService; calendar: CalendarService }>()({
  createService: createPreferencesService,
  resolvers: createPreferencesResolvers,
  access: {
    Query: { testCentres: 'Preferences' },
    Mutation: { updateInstructorPreferences: 'Preferences' },
    Instructor: { learnerCapacity: 'Preferences', lessonTypes: 'Preferences', testCentres: 'Preferences' },
  },
});
