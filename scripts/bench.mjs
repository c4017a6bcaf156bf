// `npm run bench`: the budgets of DESIGN.md §5, measured in one run against the built app and printed as
// ratios. Loopback only and bounded in time (a few minutes). Options: --duration=SECONDS of load per side
// of a comparison (default 5), --connections=N (default 32), --build to force a build, --only=NAME[,NAME...] to run
// the suites whose name contains one of the NAMEs, --case=TEXT to run only the GraphQL cases whose name contains TEXT
// (e.g. --only=GraphQL --case=learners), --verbose to list what each figure is made of, --pg=POSTGRES_URL to
// run the server on a fresh database on that PostgreSQL server instead of PGlite, --scale (with --pg) for the
// network-size suite alone (scripts/bench/scale.mjs: each signed-in case at 3,000 instructors vs the demo data).
//
// A suite is { name, run(context) -> rows }; a row is { case, value, budget, ratio, limit | min, detail }.
// To add one (the calendar's availability check vs week query, the booking insert with and without the
// overlap constraint), write scripts/bench/<name>.mjs exporting a suite and list it in `suites` below.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from '../apps/web/e2e/support/built-server.mjs';
import { allocationSuite } from './bench/allocation.mjs';
import { areasSuite } from './bench/areas.mjs';
import { openBenchDatabase } from './bench/bench-db.mjs';
import { ensureBuilt } from './bench/build.mjs';
import { bundleSuite } from './bench/bundle.mjs';
import { calendarSuite } from './bench/calendar.mjs';
import { calendarBytesSuite } from './bench/calendar-bytes.mjs';
import { calendarFeedSuite } from './bench/calendar-feed.mjs';
import { directorySuite } from './bench/directory.mjs';
import { documentReviewSuite } from './bench/document-review.mjs';
import { feeRunSuite } from './bench/fee-run.mjs';
import { graphqlSuite } from './bench/graphql.mjs';
import { homeSuite } from './bench/home.mjs';
import { signInCookie } from './bench/http.mjs';
import { inboxSuite } from './bench/inbox.mjs';
import { BENCH_LEARNERS_SESSION, seedBenchLearners } from './bench/learners-book.mjs';
import { lighthouseSuite } from './bench/lighthouse.mjs';
import { messagesSuite } from './bench/messages.mjs';
import { createScratchDatabase } from './bench/postgres.mjs';
import { printTable, verdict } from './bench/report.mjs';
import { scaleSuite } from './bench/scale.mjs';

const suites = [
  bundleSuite,
  calendarBytesSuite,
  lighthouseSuite,
  graphqlSuite,
  calendarSuite,
  calendarFeedSuite,
  areasSuite,
  messagesSuite,
  homeSuite,
  documentReviewSuite,
  inboxSuite,
  allocationSuite,
  directorySuite,
  feeRunSuite,
];

const option = (name, fallback) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
};

const repoRoot = new URL('..', import.meta.url).pathname;
// Each side of a comparison gets `durationMs` of measured load, in `rounds` alternating rounds.
const load = {
  durationMs: Math.min(30, Number(option('duration', '5'))) * 1000,
  rounds: 5,
  connections: Math.min(256, Number(option('connections', '32'))),
};
const only = option('only', '');
const onlyCase = option('case', '');
const verbose = process.argv.includes('--verbose');

ensureBuilt(repoRoot, { force: process.argv.includes('--build') });
// Other work on the machine skews throughput; the table says how busy it was when the bench began.
const busyAtStart = loadavg()[0];
const pgAdminUrl = option('pg', '');
const database = pgAdminUrl ? await createScratchDatabase(pgAdminUrl) : null;
const databaseLabel = database ? 'PostgreSQL (a fresh database)' : 'PGlite (a fresh database in a temporary directory)';
console.log(`starting the built server on ${databaseLabel}...`);
const sections = [];
// --scale runs the network-size suite alone (it builds or reuses a database of 3,000 instructors; PostgreSQL only).
const selected = process.argv.includes('--scale')
  ? [scaleSuite]
  : suites.filter((s) => only.split(',').some((name) => s.name.toLowerCase().includes(name.toLowerCase())));
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const serverEnv = database
  ? { DATABASE_URL: database.url, SECRET_KEY: randomBytes(32).toString('base64url') }
  : { DATA_DIR: join(dataDir, 'server') };
const startServer = () => startBuiltServer({ label: 'bench', extraEnv: serverEnv });

/** The learners case's instructor with 200 learners, written into the bench's database; their session. */
const addBenchLearners = async (sessions, db) => {
  const { query, close } = await openBenchDatabase(db);
  try {
    sessions[BENCH_LEARNERS_SESSION] = await seedBenchLearners(query);
  } finally {
    await close();
  }
};

/**
 * Sessions for the signed-in cases, and the database their bare SQL baselines read: the same PostgreSQL
 * database, or for PGlite a copy of the server's data taken (server stopped) once the sessions exist.
 */
const prepareSessions = async () => {
  const sessions = {};
  if (!selected.includes(graphqlSuite)) return { sessions, baselineDb: null };
  try {
    sessions['100001'] = await signInCookie(server.baseUrl, '100001');
  } catch (error) {
    console.log(`sign-in for the signed-in cases failed: ${error.message}`);
  }
  if (database) {
    await addBenchLearners(sessions, { kind: 'postgres', location: database.url });
    return { sessions, baselineDb: { kind: 'postgres', location: database.url } };
  }
  await server.stop();
  await addBenchLearners(sessions, { kind: 'pglite', location: join(dataDir, 'server', 'pglite') });
  const copy = join(dataDir, 'baseline');
  cpSync(join(dataDir, 'server', 'pglite'), copy, { recursive: true });
  server = await startServer();
  return { sessions, baselineDb: { kind: 'pglite', location: copy } };
};

/**
 * One suite's rows; a suite that throws (a refused connection, a server that died) becomes one FAILED row that
 * says why and whether the server was still running, so the table of every other suite is still printed (issue 28 §7).
 */
const runSuite = async (suite, { sessions, baselineDb }) => {
  try {
    return await suite.run({ repoRoot, server, load, verbose, sessions, baselineDb, caseFilter: onlyCase });
  } catch (error) {
    const cause = error.cause?.message ? ` (${error.cause.message})` : '';
    const exit = server.exitStatus();
    const died = exit ? `; the server had exited (${exit})` : '; the server was still running';
    return [
      { case: suite.name, value: `failed: ${error.message}${cause}${died}`, budget: '', ratio: null, failed: true },
    ];
  }
};

let server;
try {
  server = await startServer();
  const { sessions, baselineDb } = await prepareSessions();
  for (const suite of selected) {
    console.log(`running: ${suite.name}`);
    sections.push({ suite: suite.name, rows: await runSuite(suite, { server, sessions, baselineDb }) });
  }
} finally {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nBudgets (DESIGN.md §5), server on ${databaseLabel}, node ${process.version}, ${load.connections} connections, ` +
    `${load.durationMs / 1000} s of load per side in ${load.rounds} alternating rounds, load average ${busyAtStart.toFixed(1)} at start:`,
);
printTable(sections);
const broken = sections.flatMap((s) => s.rows).filter((r) => ['OVER', 'UNDER', 'FAILED'].includes(verdict(r)));
if (broken.length) {
  console.log(`Outside budget: ${broken.map((r) => r.case).join(', ')}`);
  process.exitCode = 1;
}
