// Budget (issue 25 §1, DESIGN.md §5): the office's chat inbox (its first page, text searches, "assigned to me") at
// 3,000 instructors, each at most 1.5x the same call at demo size: the demo seed with a demo-sized office of 60
// more conversations, so that a page and a common word's search are a whole page (50) at both sizes, and a booking
// reference finds one conversation at both. Measured in process by inbox-worker.ts (run with tsx) on its own fresh
// seeded database, the run's kind. "lesson 123" finds more conversations the more there are (60 at network size,
// one at demo size): shown, without a budget, as is the first page against the seed's own two conversations.
import { ms, runWorker } from './worker.mjs';

const MAX_RATIO = 1.5;

export const inboxSuite = {
  name: 'Office: chat inbox at 3,000 instructors vs demo size',
  async run({ repoRoot }) {
    const { figures, rows } = await runWorker(repoRoot, 'inbox-worker.ts', 'chat inbox');
    if (!figures) return rows;
    const { seedOnly, demo, network, conversations, database } = figures;
    const found = (key, base = key) => `${network.found[key]} vs ${demo.found[base]} found`;
    const row = (name, key, base = key) => ({
      case: name,
      value: `${ms(network[key])} vs ${ms(demo[base])}`,
      budget: `<= ${MAX_RATIO}x`,
      ratio: network[key] / demo[base],
      limit: MAX_RATIO,
      detail: `median per call, ${database}, ${conversations} vs 62 conversations, ${found(key, base)}`,
    });
    const info = (name, at, base, detail) => ({
      case: name,
      value: `${ms(at)} vs ${ms(base)} (${(at / base).toFixed(2)}x)`,
      budget: '',
      ratio: null,
      info: true,
      detail: `median per call, ${database}, ${detail}`,
    });
    return [
      row('chatInbox page 1 (50)', 'first'),
      row("chatInbox search, a word in every message ('lesson')", 'common'),
      row("chatInbox search, a booking reference ('R0036')", 'reference'),
      row('chatInbox assigned to me vs page 1', 'mine', 'first'),
      info(
        "chatInbox search 'lesson 123' (more found the more there are)",
        network.search,
        demo.search,
        found('search'),
      ),
      info(
        'chatInbox page 1 vs the seed alone (2 conversations)',
        network.first,
        seedOnly.first,
        `${network.found.first} vs 2 found`,
      ),
    ];
  },
};
