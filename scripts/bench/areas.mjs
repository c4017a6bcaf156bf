// Budget (issue 15): the postcode region lookup for a one- and a two-character term at most 2x the calendar-week
// query for the same instructor. Measured in process by areas-worker.ts (run with tsx) on its own fresh seeded
// database, the same kind as the run (--pg=URL or PGlite).
import { ms, runWorker } from './worker.mjs';

const MAX_RATIO = 2;

export const areasSuite = {
  name: 'Areas: regionLookup (one and two characters) vs calendar-week query',
  async run({ repoRoot }) {
    const { figures, rows } = await runWorker(repoRoot, 'areas-worker.ts', 'areas');
    if (!figures) return rows;
    const { one, two, regions, database } = figures;
    const row = (term, r, found) => ({
      case: `regionLookup '${term}' vs calendar-week query`,
      value: `${ms(r.a)} vs ${ms(r.b)}`,
      budget: `<= ${MAX_RATIO}x`,
      ratio: r.a / r.b,
      limit: MAX_RATIO,
      detail: `median per call, ${database}, ${found} regions with their districts, sectors, pricing and discounts`,
    });
    return [row('L', one, regions.one), row('NG', two, regions.two)];
  },
};
