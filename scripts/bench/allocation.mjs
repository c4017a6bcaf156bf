// Budget (issue 24 §4): at 3,000 instructors, the allocation queue read and one learner's suggestions each at
// most 2x the calendar-week query of a demo instructor. Measured in process by allocation-worker.ts (run with tsx)
// on its own fresh seeded database, the same kind as the run (--pg=URL or PGlite).
import { ms, runWorker } from './worker.mjs';

const MAX_RATIO = 2;

export const allocationSuite = {
  name: 'Allocation: queue and suggestions at 3,000 instructors vs calendar-week query',
  async run({ repoRoot }) {
    const { figures, rows } = await runWorker(repoRoot, 'allocation-worker.ts', 'allocation');
    if (!figures) return rows;
    const { queue, detail, found, waiting, database } = figures;
    const row = (name, r, detailText) => ({
      case: `${name} vs calendar-week query`,
      value: `${ms(r.a)} vs ${ms(r.b)}`,
      budget: `<= ${MAX_RATIO}x`,
      ratio: r.a / r.b,
      limit: MAX_RATIO,
      detail: `median per call, ${database}, 3,000 more instructors in Leeds, ${detailText}`,
    });
    return [
      row('allocationQueue', queue, `${waiting} learners waiting`),
      row('allocationQueueLearner (suggestions)', detail, `${found} suggestions ranked`),
    ];
  },
};
