// Budget (issue 25 §1, DESIGN.md §5): the office's chat inbox (its first page, a text search, "assigned to me") at
// 3,000 instructors, each at most 1.5x the same call on the demo data. Measured in process by inbox-worker.ts
// (run with tsx) on its own fresh seeded database, the run's kind.
import { ms, runWorker } from './worker.mjs';

const MAX_RATIO = 1.5;

export const inboxSuite = {
  name: 'Office: chat inbox at 3,000 instructors vs the demo data',
  async run({ repoRoot }) {
    const { figures, rows } = await runWorker(repoRoot, 'inbox-worker.ts', 'chat inbox');
    if (!figures) return rows;
    const { demo, network, conversations, database } = figures;
    const row = (name, at, base) => ({
      case: name,
      value: `${ms(at)} vs ${ms(base)}`,
      budget: `<= ${MAX_RATIO}x`,
      ratio: at / base,
      limit: MAX_RATIO,
      detail: `median per call, ${database}, ${conversations} conversations`,
    });
    return [
      row('chatInbox page 1 (50)', network.first, demo.first),
      row('chatInbox text search', network.search, demo.search),
      row('chatInbox assigned to me', network.mine, demo.first),
    ];
  },
};
