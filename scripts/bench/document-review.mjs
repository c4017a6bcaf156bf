// Budget (issue 24 §5, DESIGN.md §5): the office's document review queue (its first page and a page deep in it)
// and the expiring list at 3,000 instructors, each at most 1.5x the same call on the demo data. Measured in
// process by document-review-worker.ts (run with tsx) on its own fresh seeded database, the run's kind.
import { ms, runWorker } from './worker.mjs';

const MAX_RATIO = 1.5;

export const documentReviewSuite = {
  name: 'Office: document review queue and expiring list at 3,000 instructors vs the demo data',
  async run({ repoRoot }) {
    const { figures, rows } = await runWorker(repoRoot, 'document-review-worker.ts', 'document review queue');
    if (!figures) return rows;
    const { demo, network, waiting, expiring, database } = figures;
    const row = (name, at, base, detail) => ({
      case: name,
      value: `${ms(at)} vs ${ms(base)}`,
      budget: `<= ${MAX_RATIO}x`,
      ratio: at / base,
      limit: MAX_RATIO,
      detail: `median per call, ${database}, ${detail}`,
    });
    return [
      row('documentReviewQueue page 1 (25)', network.first, demo.first, `${waiting} waiting`),
      row('documentReviewQueue offset 1000', network.deep, demo.first, `${waiting} waiting`),
      row('expiringDocuments page 1 (25)', network.expiring, demo.expiring, `${expiring} expiring in 30 days`),
    ];
  },
};
