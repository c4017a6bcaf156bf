// Issue 28 §1-2 and DESIGN.md §5 "at the size of the network": each signed-in case of the bench, as the web sends
// it (its persisted GraphQL operation, through the whole server in process: session, viewer, resolvers, database),
// for demo instructor 100001 on a network-size PostgreSQL database against the same case on a demo-size one, p50
// and p99 of each, in one run. Goal: every ratio within 1.5x.
//   npx tsx scripts/bench/scale-worker.ts --pg=postgres://postgres@127.0.0.1:5432/test [--json] [--rebuild] [--build-only] [--no-jobs]
// The network database (`portal_scale` on that server) is built once (network-scale.ts, a few minutes) and kept:
// a later run reuses it when it was built the same UK day by the same builder version (the demo seed's dates follow
// the day it ran), else rebuilds it. `npm run bench -- --scale --pg=URL` runs this through scale.mjs.
import { TZDate } from '@date-fns/tz';
import { startOfWeek } from 'date-fns';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client.ts';
import { runUnitOfWork } from '../../apps/server/src/db/unit-of-work.ts';
import type { FeatureEntry } from '../../apps/server/src/feature-entry.ts';
import { features } from '../../apps/server/src/features/index.ts';
import persistedDocuments from '../../apps/server/src/generated/persisted-documents.json' with { type: 'json' };
import { newSecretLink } from '../../apps/server/src/http/secret-link.ts';
import { franchiseIdFor, instructorIdFor } from '../../apps/server/src/seed/foundation.seed.ts';
import { seedDatabase } from '../../apps/server/src/seed/index.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { signIn } from '../../apps/server/test/sign-in.ts';
import { createTestApp, type TestApp } from '../../apps/server/test/test-app.ts';
import { benchSeedConfig } from './bench-deps.ts';
import { buildNetwork, NETWORK_DATA_VERSION, NETWORK_SIZE } from './network-scale.ts';
import { createScratchDatabase } from './postgres.mjs';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const log = (line: string) => console.error(line);
const SAMPLES = Number(option('samples') ?? 120);
const WARMUP = 15;
const MAX_RATIO = 1.5;
const SCALE_DB = 'portal_scale';
/** `--instructors=N` builds a smaller network of the same shape (a trial of the builder). */
const SIZE = { ...NETWORK_SIZE, instructors: Number(option('instructors') ?? NETWORK_SIZE.instructors) };

const instructorId = instructorIdFor('100001');
const franchiseId = franchiseIdFor('100001', 'aa-full-manual');
const ukDay = (d: Date) => new TZDate(d.getTime(), 'Europe/London').toISOString().slice(0, 10);

const week = (now: Date) => {
  const monday = startOfWeek(new TZDate(now.getTime(), 'Europe/London'), { weekStartsOn: 1 }).getTime();
  return { startDate: new Date(monday).toISOString(), endDate: new Date(monday + 7 * 86_400_000).toISOString() };
};

/** The cases: each a persisted operation of the web app with the variables the page sends. */
const cases = (now: Date, personId: string) => {
  const w = week(now);
  const slot = (days: number, hour: number) => {
    const start = new Date(now.getTime() + days * 86_400_000);
    start.setUTCHours(hour, 0, 0, 0);
    return {
      startDateTime: start.toISOString(),
      endDateTime: new Date(start.getTime() + 3_600_000).toISOString(),
      travelTime: 15,
    };
  };
  return {
    me: ['Me', {}],
    home: ['HomeDashboard', { id: instructorId, withLessons: true, withArrears: true, withNews: true }],
    'calendar week': ['CalendarEvents', { instructorId, ...w }],
    'availability (10 slots)': [
      'TimeSlotsAvailability',
      {
        input: {
          instructorKey: instructorId,
          timeSlots: Array.from({ length: 10 }, (_, i) => slot(1 + (i % 5), 7 + i)),
        },
      },
    ],
    'learners list': ['LearnersList', { instructorId }],
    messages: ['GetMessages', { instructorId, input: { offset: 0, total: 20 } }],
    "region lookup 'L'": ['RegionLookup', { propositionId: franchiseId, term: 'L' }],
    invoices: ['AccountInvoices', { id: instructorId }],
    documents: ['CustomerAndFranchiseDocuments', { personKey: personId }],
  } as Record<string, [string, Record<string, unknown>]>;
};

const operationText = (name: string) => {
  const text = Object.values(persistedDocuments as Record<string, string>).find((t) =>
    new RegExp(`(query|mutation) ${name}\\b`).test(t),
  );
  if (!text) throw new Error(`no persisted operation named ${name}`);
  return text;
};

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** p50 and p99 of a call (answering its size in bytes) over SAMPLES calls after a warm-up. */
const sample = async (call: () => Promise<number>) => {
  let bytes = 0;
  for (let i = 0; i < WARMUP; i++) bytes = await call();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), bytes };
};

/**
 * Issue 27 §2: the learner's page (GET /learner/{token}, one statement) for one of 100001's learners, through a
 * link written for the bench (any earlier live link of that learner revoked); each request from its own address
 * (the page's rate limit per address is not what is measured).
 */
const measureLearnerPage = async (t: TestApp, handle: DatabaseHandle) => {
  const found = (await handle.db.execute(sql`
    select la.learner_id from learner_allocations la join proposition_allocations pa on pa.id = la.proposition_allocation_id
    where pa.instructor_id = ${instructorId} and la.status = 'Approved' order by la.learner_id limit 1`)) as unknown as {
    rows: Array<{ learner_id: string }>;
  };
  const learnerId = found.rows[0]!.learner_id;
  const link = newSecretLink();
  await handle.db.execute(sql`
    update learner_page_links set revoked_at = now()
    where learner_id = ${learnerId} and instructor_id = ${instructorId} and revoked_at is null`);
  await handle.db.execute(sql`
    insert into learner_page_links (id, instructor_id, learner_id, token_hash, token_sealed, created_at)
    values (gen_random_uuid(), ${instructorId}, ${learnerId}, ${link.tokenHash}, 'bench', now())`);
  let caller = 0;
  const call = async () => {
    caller += 1;
    const response = await t.app.inject({
      method: 'GET',
      url: `/learner/${link.token}`,
      remoteAddress: `10.${(caller >> 16) & 255}.${(caller >> 8) & 255}.${caller & 255}`,
    });
    if (response.statusCode !== 200) throw new Error(`learner's page: ${response.statusCode}`);
    return response.body.length;
  };
  return sample(call);
};

/** p50 and p99 of each case (in turn, after a warm-up), for the signed-in demo instructor on this database. */
const measure = async (handle: DatabaseHandle) => {
  const t: TestApp = await createTestApp(handle, { start: new Date() });
  try {
    const cookie = await signIn(t, '100001');
    const found = (await handle.db.execute(
      sql`select person_id from instructors where id = ${instructorId}`,
    )) as unknown as { rows: Array<{ person_id: string }> };
    const figures: Record<string, { p50: number; p99: number; bytes: number }> = {};
    for (const [name, [operation, variables]] of Object.entries(cases(new Date(), found.rows[0]!.person_id))) {
      const query = operationText(operation);
      const call = async () => {
        const r = await t.gql(query, variables, cookie);
        if (r.errors?.length) throw new Error(`${name}: ${r.errors[0]!.message}`);
        return JSON.stringify(r.data).length;
      };
      figures[name] = await sample(call);
    }
    figures["learner's page"] = await measureLearnerPage(t, handle);
    return figures;
  } finally {
    await t.app.close();
  }
};

/**
 * Issue 28 §2: each periodic job every instance runs (every feature's `jobs`), run once on this database as the
 * app runs it (in a unit of work of its own): its time and what it reports it touched.
 */
const measureJobs = async (handle: DatabaseHandle) => {
  const t: TestApp = await createTestApp(handle, { start: new Date() });
  try {
    const wiring = { deps: t.deps, services: createServices(t.deps) };
    const figures: Record<string, { ms: number; touched: Record<string, number> }> = {};
    for (const entry of Object.values(features) as Array<FeatureEntry<unknown, unknown>>) {
      for (const job of entry.jobs?.(wiring as never) ?? []) {
        const started = performance.now();
        const touched = ((await runUnitOfWork(handle, job.run)) ?? {}) as Record<string, number>;
        figures[job.name] = { ms: performance.now() - started, touched };
      }
    }
    return figures;
  } finally {
    await t.app.close();
  }
};

const admin = async (adminUrl: string, statement: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
};

/** The kept network database: reused when built today by this builder version, else built afresh. */
const networkDatabase = async (adminUrl: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${SCALE_DB}`;
  const exists = (await admin(adminUrl, `select 1 from pg_database where datname = '${SCALE_DB}'`)).rowCount === 1;
  const wanted = `${NETWORK_DATA_VERSION} ${SIZE.instructors} ${ukDay(new Date())}`;
  if (exists && !process.argv.includes('--rebuild')) {
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    const marker = (await handle.db
      .execute(sql.raw('select version, seconds from bench_scale_marker'))
      .catch(() => ({ rows: [] }))) as unknown as { rows: Array<{ version: string; seconds: number }> };
    if (marker.rows[0]?.version === wanted) {
      await handle.migrate();
      log(`network: reusing ${SCALE_DB} (built today in ${Math.round(marker.rows[0].seconds)} s)`);
      return { handle, buildSeconds: marker.rows[0].seconds, reused: true };
    }
    await handle.close();
  }
  await admin(adminUrl, `drop database if exists ${SCALE_DB} with (force)`);
  await admin(adminUrl, `create database ${SCALE_DB}`);
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await handle.migrate();
  await seedDatabase(handle, benchSeedConfig());
  const built = await buildNetwork(handle, SIZE, log);
  log(`network: built in ${built.seconds.toFixed(0)} s: ${JSON.stringify(built.counts)}`);
  await handle.db.execute(sql.raw('create table bench_scale_marker (version text not null, seconds real not null)'));
  await handle.db.execute(sql`insert into bench_scale_marker values (${wanted}, ${built.seconds})`);
  return { handle, buildSeconds: built.seconds, reused: false, counts: built.counts };
};

export const measureScale = async (adminUrl: string) => {
  const network = await networkDatabase(adminUrl);
  const scratch = await createScratchDatabase(adminUrl);
  const demoHandle = await openDatabase({ kind: 'postgres', url: scratch.url });
  try {
    await demoHandle.migrate();
    await seedDatabase(demoHandle, benchSeedConfig());
    await demoHandle.db.execute(sql`analyze`);
    // Interleaved: demo, network, demo, network - a busy spell of the machine falls on both alike; the better
    // of the two runs of each is kept.
    const runs = [];
    for (let round = 0; round < 2; round++) {
      runs.push({ demo: await measure(demoHandle), network: await measure(network.handle) });
    }
    const best = (side: 'demo' | 'network') => {
      const out: Record<string, { p50: number; p99: number; bytes: number }> = {};
      for (const name of Object.keys(runs[0]![side])) {
        const [a, b] = [runs[0]![side][name]!, runs[1]![side][name]!];
        out[name] = { p50: Math.min(a.p50, b.p50), p99: Math.min(a.p99, b.p99), bytes: a.bytes };
      }
      return out;
    };
    const jobs = process.argv.includes('--no-jobs')
      ? { demo: {}, network: {} }
      : { demo: await measureJobs(demoHandle), network: await measureJobs(network.handle) };
    return {
      database: 'postgres',
      jobs,
      buildSeconds: network.buildSeconds,
      reused: network.reused,
      counts: network.counts,
      samples: SAMPLES,
      demo: best('demo'),
      network: best('network'),
    };
  } finally {
    await demoHandle.close();
    await scratch.drop();
    await network.handle.close();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const pgUrl = option('pg');
  if (!pgUrl) {
    console.log(JSON.stringify({ error: 'the network-size bench needs PostgreSQL: --pg=URL' }));
    process.exit(1);
  }
  if (process.argv.includes('--build-only')) {
    // Builds (or finds) today's network database and stops: the measuring run later reuses it.
    const network = await networkDatabase(pgUrl);
    await network.handle.close();
    process.exit(0);
  }
  const result = await measureScale(pgUrl);
  if (process.argv.includes('--json')) console.log(JSON.stringify(result));
  else {
    for (const name of Object.keys(result.demo)) {
      const [d, n] = [result.demo[name]!, result.network[name]!];
      console.log(
        `${name}: p50 ${n.p50.toFixed(2)} vs ${d.p50.toFixed(2)} ms (${(n.p50 / d.p50).toFixed(2)}x), p99 ${n.p99.toFixed(2)} vs ${d.p99.toFixed(2)} ms (${(n.p99 / d.p99).toFixed(2)}x) (budget <= ${MAX_RATIO}x)`,
      );
    }
    for (const [name, n] of Object.entries(result.jobs.network)) {
      const d = result.jobs.demo[name];
      console.log(
        `job ${name}: ${n.ms.toFixed(0)} ms at network size ${JSON.stringify(n.touched)} vs ${d?.ms.toFixed(0)} ms ${JSON.stringify(d?.touched)}`,
      );
    }
  }
}
