// Budget (issue 24 §3, DESIGN.md §5): the office's directory search at 3,000 instructors within 1.5x of the same
// search on the demo data (first page, ADI-number search, "capacity full" filter). Measured in process by
// directory-worker.ts (run with tsx) on its own fresh seeded database, the same kind as the run (--pg=URL or PGlite).
import { ms, runWorker } from './worker.mjs';

const MAX_RATIO = 1.5;

export const directorySuite = {
  name: 'Office directory: search at 3,000 instructors vs the demo data',
  async run({ repoRoot }) {
    const { figures, rows } = await runWorker(repoRoot, 'directory-worker.ts', 'directory');
    if (!figures) return rows;
    const { demo, network, instructors, database } = figures;
    return Object.keys(network).map((name) => ({
      case: `directory ${name}: ${instructors} instructors vs demo data`,
      value: `${ms(network[name].ms)} vs ${ms(demo[name].ms)}`,
      budget: `<= ${MAX_RATIO}x`,
      ratio: network[name].ms / demo[name].ms,
      limit: MAX_RATIO,
      detail: `median per call, ${database}, ${network[name].total} vs ${demo[name].total} found, 25 a page with the total`,
    }));
  },
};
