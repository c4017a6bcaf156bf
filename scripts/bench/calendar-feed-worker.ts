// The calendar feed's cost (issue 26 §3): one poll of an instructor's iCalendar feed through the app (Fastify's
// inject: the route, its rate limit, the one statement, the iCalendar text and its ETag), for instructor 100001
// with a year of lessons (the feed holds the 34 weeks from 8 back to 26 ahead), a full answer (200) and a
// calendar app's conditional poll (If-None-Match, 304). The budget: calendar apps polling every 15 minutes for
// 3,000 instructors, 3,000 / 900 s = 3.33 polls a second, take at most a tenth of one core:
//   3.33 polls/s x t ms <= 100 ms/s, so t <= 30 ms a poll.
// Standalone: `npx tsx scripts/bench/calendar-feed-worker.ts [--pg=URL] [--json]`; `npm run bench` runs it
// through scripts/bench/calendar-feed.mjs.
import { TZDate } from '@date-fns/tz';
import { startOfWeek } from 'date-fns';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { runUnitOfWork } from '../../apps/server/src/db/unit-of-work.ts';
import { findFeedByToken } from '../../apps/server/src/features/calendar-feed/calendar-feed.repository.ts';
import { feedWindow } from '../../apps/server/src/features/calendar-feed/calendar-feed.service.ts';
import { type FeedItem, feedBody } from '../../apps/server/src/features/calendar-feed/feed-body.ts';
import { secretLinkHash } from '../../apps/server/src/http/secret-link.ts';
import { instructorIdFor } from '../../apps/server/src/seed/foundation.seed.ts';
import { seedDatabase } from '../../apps/server/src/seed/index.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { benchDeps, benchSeedConfig } from './bench-deps.ts';
import { addYearOfLessons } from './calendar-worker.ts';
import { createScratchDatabase } from './postgres.mjs';
import { timeEach } from './timing.ts';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

export const INSTRUCTORS = 3_000;
export const POLL_SECONDS = 15 * 60;
export const CORE_SHARE = 0.1;

type Handle = Awaited<ReturnType<typeof openDatabase>>;

/** The app on a seeded database with a year of lessons for 100001, whose feed is on: a poller of its address. */
const feedPoller = async (handle: Handle) => {
  await handle.migrate();
  await seedDatabase(handle, benchSeedConfig());
  const now = new Date();
  const monday = new Date(startOfWeek(new TZDate(now.getTime(), 'Europe/London'), { weekStartsOn: 1 }).getTime());
  const lessons = await addYearOfLessons(handle, monday);
  const deps = benchDeps(handle);
  const viewer = { instructorId: instructorIdFor('100001') };
  const feed = await runUnitOfWork(handle, () =>
    createServices(deps).calendarFeed.enableFeed(viewer, 'http://bench.local'),
  );
  const path = new URL(feed.url).pathname;
  const app = await buildApp(deps);
  await app.ready();
  // Each poll from an address of its own: the rate limit (30 a minute per address) is not what is measured.
  let caller = 0;
  const poll = async (etag?: string) => {
    caller += 1;
    const response = await app.inject({
      method: 'GET',
      url: path,
      headers: etag ? { 'if-none-match': etag } : {},
      remoteAddress: `10.${(caller >> 16) & 255}.${(caller >> 8) & 255}.${caller & 255}`,
    });
    if (response.statusCode !== (etag ? 304 : 200)) throw new Error(`feed answered ${response.statusCode}`);
    return response;
  };
  return { lessons, poll, close: () => app.close(), tokenHash: secretLinkHash(path.split('/')[3]!) };
};

/** What a poll is made of: the statement alone, and the writing of the text alone. */
const measureParts = async (handle: Handle, tokenHash: string) => {
  const window = feedWindow(new Date());
  const read = () => runUnitOfWork(handle, () => findFeedByToken(tokenHash, window));
  const statement = await timeEach(read, 100);
  const rows = (await read()).filter((row) => row.id !== null) as unknown as FeedItem[];
  const text = await timeEach(async () => feedBody('FirstName', rows), 100);
  return { statement, text };
};

export const measureCalendarFeed = async (pgAdminUrl?: string) => {
  const scratch = pgAdminUrl ? await createScratchDatabase(pgAdminUrl) : null;
  const handle = await openDatabase(
    scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir: null },
  );
  try {
    const { lessons, poll, close, tokenHash } = await feedPoller(handle);
    const first = await poll();
    const etag = first.headers.etag as string;
    const full = await timeEach(() => poll(), 100);
    const notModified = await timeEach(() => poll(etag), 100);
    await close();
    const pollsPerSecond = INSTRUCTORS / POLL_SECONDS;
    return {
      database: handle.kind,
      lessons,
      events: first.body.split('BEGIN:VEVENT').length - 1,
      bytes: Buffer.byteLength(first.body),
      full,
      notModified,
      ...(await measureParts(handle, tokenHash)),
      pollsPerSecond,
      // Core share at 3,000 instructors, every poll a full answer (the worst case) or a 304.
      shareFull: (pollsPerSecond * full) / 1000,
      shareNotModified: (pollsPerSecond * notModified) / 1000,
    };
  } finally {
    await handle.close();
    await scratch?.drop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureCalendarFeed(option('pg'));
  if (process.argv.includes('--json')) console.log(JSON.stringify(result));
  else {
    console.log(
      `${result.database}: instructor 100001 with ${result.lessons} calendar items; the feed has ${result.events} events, ${result.bytes} bytes`,
    );
    console.log(
      `poll answered in full (200): ${result.full.toFixed(2)} ms; conditional poll (304): ${result.notModified.toFixed(2)} ms`,
    );
    console.log(
      `of which the statement alone ${result.statement.toFixed(2)} ms, writing the text ${result.text.toFixed(2)} ms`,
    );
    console.log(
      `${INSTRUCTORS} instructors every ${POLL_SECONDS / 60} min = ${result.pollsPerSecond.toFixed(2)} polls/s: ` +
        `${(result.shareFull * 100).toFixed(1)}% of a core if every poll is a 200, ${(result.shareNotModified * 100).toFixed(1)}% if a 304 (budget <= ${CORE_SHARE * 100}%)`,
    );
  }
}
