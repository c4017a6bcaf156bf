// Budget (issue 26 §3): a calendar app polling every 15 minutes for 3,000 instructors takes at most a tenth of one
// core: 3,000 / 900 s = 3.33 polls a second x the median poll <= 100 ms a second (a poll <= 30 ms). Measured in
// process by calendar-feed-worker.ts (the route through Fastify's inject, instructor 100001 with a year of lessons),
// the worst case (every poll a full 200 answer) and a calendar app's conditional poll (304).
import { ms, runWorker } from './worker.mjs';

const CORE_SHARE = 0.1;

export const calendarFeedSuite = {
  name: 'Calendar feed: 3,000 instructors polled every 15 minutes',
  async run({ repoRoot }) {
    const { figures, rows } = await runWorker(repoRoot, 'calendar-feed-worker.ts', 'calendar feed poll');
    if (!figures) return rows;
    const { full, notModified, statement, text, shareFull, shareNotModified, events, bytes, database, pollsPerSecond } =
      figures;
    const detail = `median per poll, ${database}, ${events} events (${Math.round(bytes / 1024)} KiB), the statement ${ms(statement)}, the text ${ms(text)}; ${pollsPerSecond.toFixed(2)} polls/s`;
    return [
      {
        case: 'calendar feed poll, full answer (200): share of one core at 3,000 instructors',
        value: `${ms(full)} = ${(shareFull * 100).toFixed(1)}%`,
        budget: `<= ${CORE_SHARE * 100}%`,
        ratio: shareFull / CORE_SHARE,
        limit: 1,
        detail,
      },
      {
        case: 'calendar feed poll, not modified (304): share of one core at 3,000 instructors',
        value: `${ms(notModified)} = ${(shareNotModified * 100).toFixed(1)}%`,
        budget: `<= ${CORE_SHARE * 100}%`,
        ratio: shareNotModified / CORE_SHARE,
        limit: 1,
        detail,
      },
    ];
  },
};
