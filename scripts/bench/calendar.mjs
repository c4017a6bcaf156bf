// Budgets: the ten-slot availability check at most 2x the calendar-week query for the same instructor, and the
// booking insert with the overlap constraint at most 1.2x the same insert without it (DESIGN.md §5).
// Measured in process by calendar-worker.ts (TypeScript, run with tsx) on its own fresh database, seeded, with
// a year of lessons (about 1,500) for instructor 100001: the same database kind as the run (--pg=URL or PGlite).
import { ms, runWorker } from './worker.mjs';

const MAX_READ_RATIO = 2;
const MAX_INSERT_RATIO = 1.2;

export const calendarSuite = {
  name: 'Calendar: availability vs week query, booking insert with vs without the overlap constraint',
  async run({ repoRoot }) {
    const { figures, rows } = await runWorker(repoRoot, 'calendar-worker.ts', 'calendar');
    if (!figures) return rows;
    const { reads, inserts, lessons, database } = figures;
    const detail = `median per call, ${database}, instructor with ${lessons} calendar items`;
    return [
      {
        case: 'ten-slot availability check vs calendar-week query',
        value: `${ms(reads.a)} vs ${ms(reads.b)}`,
        budget: `<= ${MAX_READ_RATIO}x`,
        ratio: reads.a / reads.b,
        limit: MAX_READ_RATIO,
        detail,
      },
      {
        case: 'booking insert with vs without the exclusion constraint',
        value: `${ms(inserts.a)} vs ${ms(inserts.b)}`,
        budget: `<= ${MAX_INSERT_RATIO}x`,
        ratio: inserts.a / inserts.b,
        limit: MAX_INSERT_RATIO,
        detail,
      },
    ];
  },
};
