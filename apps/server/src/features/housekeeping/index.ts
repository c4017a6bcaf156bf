import { analyzeChangedTables } from '../../db/planner-statistics.ts';
import { defineFeature } from '../../feature-entry.ts';
import { createHousekeepingService, HOUSEKEEPING_INTERVAL_MS, type HousekeepingService } from './housekeeping.ts';

/** As often as PostgreSQL's autovacuum looks for tables to analyze (autovacuum_naptime's default). */
export const PLANNER_STATISTICS_INTERVAL_MS = 60_000;

/**
 * Deletes what can never be used again (ended sessions, dead challenges, lapsed holds), so no table grows for ever;
 * on the embedded database, which has no autovacuum, keeps the planner's statistics as autovacuum would.
 */
export const housekeepingFeature = defineFeature<{ housekeeping: HousekeepingService }>()({
  createService: createHousekeepingService,
  jobs: ({ services, deps }) => [
    { name: 'housekeeping', intervalMs: HOUSEKEEPING_INTERVAL_MS, run: services.housekeeping.runHousekeeping },
    ...(deps.database.kind === 'pglite'
      ? [
          {
            name: 'planner-statistics',
            intervalMs: PLANNER_STATISTICS_INTERVAL_MS,
            run: async () => ({ tablesAnalyzed: (await analyzeChangedTables()).length }),
          },
        ]
      : []),
  ],
  access: {},
});
