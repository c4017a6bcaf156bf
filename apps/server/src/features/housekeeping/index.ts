import { defineFeature } from '../../feature-entry.ts';
import { createHousekeepingService, HOUSEKEEPING_INTERVAL_MS, type HousekeepingService } from './housekeeping.ts';

/** Deletes what can never be used again (ended sessions, dead challenges, lapsed holds), so no table grows for ever. */
export const housekeepingFeature = defineFeature<{ housekeeping: HousekeepingService }>()({
  createService: createHousekeepingService,
  jobs: ({ services }) => [
    { name: 'housekeeping', intervalMs: HOUSEKEEPING_INTERVAL_MS, run: services.housekeeping.runHousekeeping },
  ],
  access: {},
});
