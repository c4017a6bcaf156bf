// Issue 28 §3: what one machine carries, and two, and a rolling restart under load.
//   npm run load-test -- --pg=postgres://postgres@127.0.0.1:5432/test [--redis=redis://127.0.0.1:6379]
//     [--instructors=300] [--steps=100,200,400,800,1600,2400,3200,4800] [--step-seconds=30] [--only=one|two|restart]
//
// Built servers (`node apps/server/dist/main.js`, as production runs it) on a fresh PostgreSQL database, sharing
// the machine's Redis (rate limits, the session cache and message push between instances). On top of the demo
// seed, a network of `--instructors` franchised instructors (network-scale.ts: learners, a year of diary,
// messages, documents, invoices) each with a session written straight into the database (the sign-in's SMS code
// is not what is measured).
//
// A simulated instructor opens the app (Me and the home dashboard) with its message stream open, then every
// 15 s on average (exponential think time) looks at the calendar week; every 4th look it opens home again, every
// 8th it sends a message (with a client key, as the web does) and every 12th it books a lesson with one of its
// learners - on average a booking every 3 minutes and a message every 2. The load generator is this process, on
// the same 2 cores: its own CPU is part of the machine's budget, as a phone's is not.
//
// The ramp adds instructors step by step (`--steps`) and measures each step's requests (every operation, the
// streams excluded): p50, p99, failures, and the server processes' and PostgreSQL's CPU per request, read from
// /proc. It stops at the first step whose p99 exceeds 300 ms (or where a request fails). "Two instances" spreads
// requests round robin over two servers on the same PostgreSQL and Redis, as a load balancer would.
//
// The rolling restart: two instances under load, one stopped with SIGTERM. The load balancer here (this process)
// polls /readyz every 250 ms and sends nothing to an instance that is not ready; the stopped one answers 503 on
// /readyz for DRAIN_SECONDS while it finishes what it has, then closes, ending its streams (the browsers
// reconnect to the other and fetch what they missed on `ready`). A fresh instance is started in its place. Then:
// no request failed, every message each instructor sent reached that instructor's stream (or the fetch after
// `ready`), and every booking acknowledged is in the database once, with no booking that was not acknowledged.
import { randomBytes, randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { hashToken } from '../../apps/server/src/lib/crypto/random-token.ts';
import { startBuiltServer } from '../../apps/web/e2e/support/built-server.mjs';
import { ensureBuilt } from './build.mjs';
import { persistedBody } from './http.mjs';
import { buildNetwork, NETWORK_SIZE } from './network-scale.ts';
import { createScratchDatabase } from './postgres.mjs';

const option = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const pgAdmin = option('pg', '');
if (!pgAdmin) {
  console.error('usage: npm run load-test -- --pg=postgres://user@127.0.0.1:5432/db (PostgreSQL only)');
  process.exit(2);
}
const redisUrl = option('redis', 'redis://127.0.0.1:6379');
const INSTRUCTORS = Number(option('instructors', '300'));
const STEPS = option('steps', '100,200,400,800,1600,2400,3200,4800').split(',').map(Number);
const STEP_MS = Number(option('step-seconds', '30')) * 1000;
const only = option('only', '');
const P99_LIMIT_MS = 300;
const THINK_MS = 15_000;
const DRAIN_SECONDS = 3;
const repoRoot = new URL('../..', import.meta.url).pathname;
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

// --- the machine's CPU, read from /proc (clock ticks of 10 ms) ---
const TICK_MS = 10;
const processTicks = (pid: number): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
};
/** PostgreSQL's CPU so far: its live processes, plus what the postmaster has reaped of backends that ended. */
const postgresTicks = (): number => {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const [head, rest] = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ') as [string, string];
      if (!head.endsWith('(postgres')) continue;
      const fields = rest.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      const parent = readFileSync(`/proc/${fields[1]}/stat`, 'utf8');
      if (!parent.includes('(postgres)')) ticks += Number(fields[13]) + Number(fields[14]);
    } catch {}
  }
  return ticks;
};

// --- instances and the load balancer ---
type Instance = {
  name: string;
  baseUrl: string;
  pid: number;
  ready: boolean;
  stop: () => Promise<void>;
  exitStatus: () => string | null;
};

const serverEnv = (databaseUrl: string, secret: string) => ({
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  SECRET_KEY: secret,
  DRAIN_SECONDS: String(DRAIN_SECONDS),
  LOG_LEVEL: 'warn',
});

const startInstance = async (name: string, env: Record<string, string>): Promise<Instance> => {
  const server = await startBuiltServer({ label: `load-${name}`, extraEnv: env });
  return { name, ...server, pid: server.pid!, ready: true };
};

const balancer = (instances: Instance[]) => {
  let next = 0;
  const poll = setInterval(() => {
    for (const instance of instances) {
      // A 503 (draining, database gone) or a refused connection takes it out; a slow answer on a busy machine
      // does not.
      fetch(`${instance.baseUrl}/readyz`, { signal: AbortSignal.timeout(5000) })
        .then((r) => {
          instance.ready = r.ok;
        })
        .catch((error: Error) => {
          if (error.name !== 'TimeoutError') instance.ready = false;
        });
    }
  }, 250);
  return {
    instances,
    /** A ready instance, round robin; while none is (a restart of the last), requests wait up to 10 s. */
    pick: async (): Promise<Instance> => {
      for (let waited = 0; ; waited += 100) {
        const ready = instances.filter((i) => i.ready);
        if (ready.length > 0) {
          next = (next + 1) % ready.length;
          return ready[next]!;
        }
        if (waited >= 10_000) throw new Error('no instance is ready');
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => clearInterval(poll),
  };
};
type Balancer = ReturnType<typeof balancer>;

// --- the simulated instructors ---
type Account = { instructorId: string; cookie: string; learnerIds: string[] };
type Sample = { at: number; ms: number; ok: boolean; operation: string; why?: string };

const samples: Sample[] = [];
/** Answers that refused (an overlap, a rule): by operation and message, counted. */
const refusals = new Map<string, number>();
const booked = new Set<string>();
const sentBy = new Map<number, Set<string>>();
const seenBy = new Map<number, Set<string>>();

const call = async (lb: Balancer, account: Account, operation: string, variables: Record<string, unknown>) => {
  const started = performance.now();
  let ok = false;
  let why: string | undefined;
  let data: Record<string, unknown> | undefined;
  try {
    const instance = await lb.pick();
    const response = await fetch(`${instance.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portal-csrf': '1', cookie: account.cookie },
      body: persistedBody(operation, variables),
      signal: AbortSignal.timeout(30_000),
    });
    const json = (await response.json()) as {
      data?: Record<string, unknown>;
      errors?: Array<{ message?: string; extensions?: { code?: string } }>;
    };
    for (const e of json.errors ?? []) {
      const key = `${operation}: ${e.message}`;
      refusals.set(key, (refusals.get(key) ?? 0) + 1);
    }
    data = json.data;
    // A refusal the instructor would read (an overlap, a rule) is an answer; a server error is a failure.
    const codes = (json.errors ?? []).map((e) => e.extensions?.code ?? 'UNKNOWN');
    ok =
      response.status === 200 &&
      !codes.some((c) => ['INTERNAL', 'INTERNAL_SERVER_ERROR', 'UNKNOWN', 'UNAUTHENTICATED'].includes(c));
    if (!ok) why = `${response.status} ${codes.join(',')}`;
  } catch (error) {
    why = (error as Error).cause
      ? `${(error as Error).message}: ${((error as Error).cause as Error).message}`
      : (error as Error).message;
  }
  samples.push({ at: Date.now(), ms: performance.now() - started, ok, operation, ...(why ? { why } : {}) });
  return data;
};

const weekOf = (now: number) => {
  const monday = new Date(now);
  monday.setUTCHours(0, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return { startDate: monday.toISOString(), endDate: new Date(monday.getTime() + 7 * 86_400_000).toISOString() };
};

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/** Reads one message stream until it ends; returns when it has (the caller reconnects). */
const readStream = async (lb: Balancer, account: Account, client: number, signal: AbortSignal) => {
  const seen = seenBy.get(client)!;
  const instance = await lb.pick();
  const response = await fetch(`${instance.baseUrl}/api/messages/events`, {
    headers: { cookie: account.cookie, origin: instance.baseUrl, accept: 'text/event-stream' },
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`stream refused: ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const type = /^event: (\w+)$/m.exec(event)?.[1];
      if (type === 'message') {
        const data = /^data: (.*)$/m.exec(event)?.[1];
        if (data) seen.add((JSON.parse(data) as { id: string }).id);
      } else if (type === 'ready' || type === 'resync') {
        // What was missed while no stream was open: the latest page, as the Messages page fetches it.
        const page = await call(lb, account, 'GetMessages', {
          instructorId: account.instructorId,
          input: { offset: 0, total: 20 },
        });
        const messages = (page?.instructor as { messages?: Array<{ id: string }> } | undefined)?.messages ?? [];
        for (const m of messages) seen.add(m.id);
      }
    }
  }
};

/**
 * One instructor until `signal`: the app's requests, and its message stream, which stays open 3 s longer so the
 * push of the last message sent can arrive.
 */
const simulate = async (lb: Balancer, account: Account, client: number, signal: AbortSignal, thinkMs = THINK_MS) => {
  sentBy.set(client, new Set());
  seenBy.set(client, new Set());
  const streamEnd = new AbortController();
  setMaxListeners(0, streamEnd.signal);
  signal.addEventListener('abort', () => setTimeout(() => streamEnd.abort(), 3000));
  const streaming = (async () => {
    while (!streamEnd.signal.aborted) {
      try {
        await readStream(lb, account, client, streamEnd.signal);
      } catch (error) {
        if (streamEnd.signal.aborted) return;
        samples.push({ at: Date.now(), ms: 0, ok: false, operation: 'stream', why: (error as Error).message });
      }
      await sleep(2000, streamEnd.signal); // the stream's `retry: 2000`
    }
  })();
  await call(lb, account, 'Me', {});
  await call(lb, account, 'HomeDashboard', {
    id: account.instructorId,
    withLessons: true,
    withArrears: true,
    withNews: true,
  });
  for (let look = 1; !signal.aborted; look++) {
    await sleep(-Math.log(1 - Math.random()) * thinkMs, signal);
    if (signal.aborted) break;
    await call(lb, account, 'CalendarEvents', { instructorId: account.instructorId, ...weekOf(Date.now()) });
    if (look % 4 === 0) {
      await call(lb, account, 'HomeDashboard', {
        id: account.instructorId,
        withLessons: true,
        withArrears: true,
        withNews: true,
      });
    }
    if (look % 8 === 0) {
      const data = await call(lb, account, 'SendMessage', {
        input: {
          instructorId: account.instructorId,
          body: `Load test message ${client}/${look}`,
          clientKey: randomUUID(),
          from: 1,
        },
      });
      const id = (data?.sendMessage as { id?: string } | undefined)?.id;
      if (id) sentBy.get(client)!.add(id);
    }
    if (look % 12 === 0) {
      // An hour starting 16:00-17:30 UTC on a day 1-120 days ahead: after the network diary's two daily slots.
      const start = new Date(Date.now() + (1 + Math.floor(Math.random() * 120)) * 86_400_000);
      start.setUTCHours(16 + Math.floor(Math.random() * 2), Math.random() < 0.5 ? 0 : 30, 0, 0);
      const data = await call(lb, account, 'CreateLesson', {
        input: {
          learnerId: account.learnerIds[Math.floor(Math.random() * account.learnerIds.length)],
          instructorId: account.instructorId,
          startDateTime: start.toISOString(),
          endDateTime: new Date(start.getTime() + 3_600_000).toISOString(),
          test: false,
          travelTime: 15,
          status: 'Active',
        },
      });
      const id = (data?.createLesson as { id?: string } | undefined)?.id;
      if (id) booked.add(id);
    }
  }
  await streaming;
};

// --- figures ---
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const summarise = (from: number, to: number) => {
  const window = samples.filter((s) => s.at >= from && s.at < to && s.operation !== 'stream');
  const times = window
    .filter((s) => s.ok)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  const failed = samples.filter((s) => s.at >= from && s.at < to && !s.ok);
  return {
    requests: window.length,
    perSecond: window.length / ((to - from) / 1000),
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    failed: failed.length,
    why: [...new Set(failed.map((s) => `${s.operation}: ${s.why}`))].slice(0, 3),
  };
};

// --- the data ---
const prepare = async (databaseUrl: string) => {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
  const size = {
    ...NETWORK_SIZE,
    instructors: INSTRUCTORS,
    learnersEach: 30,
    days: 365,
    messagesEach: 100,
    documentsEach: 10,
    invoicesEach: 10,
  };
  const built = await buildNetwork(handle, size, log);
  log(`network of ${INSTRUCTORS} instructors built in ${built.seconds.toFixed(0)} s: ${JSON.stringify(built.counts)}`);
  const now = new Date();
  const rows = (await handle.db.execute(sql`
    select i.id as instructor_id, array_agg(la.learner_id) as learner_ids
    from instructors i
    join proposition_allocations pa on pa.instructor_id = i.id
    join learner_allocations la on la.proposition_allocation_id = pa.id and la.status = 'Approved'
    where i.adi_number ~ '^3\\d{5}$' and i.status = 'Active'
    group by i.id order by i.id`)) as unknown as { rows: Array<{ instructor_id: string; learner_ids: string[] }> };
  // The learners the instructors book are their own (self-sourced): they book unpaid without pre-paid hours, where
  // a learner sold by the business would be refused ("Insufficient hours") and the bookings would write nothing.
  await handle.db.execute(sql`
    update learners set sourced_by = 'Instructor' where id in (
      select la.learner_id from learner_allocations la join proposition_allocations pa on pa.id = la.proposition_allocation_id
      join instructors i on i.id = pa.instructor_id where i.adi_number ~ '^3\\d{5}$')`);
  const accounts: Account[] = [];
  for (const row of rows.rows) {
    const token = randomBytes(32).toString('base64url');
    await handle.db.execute(sql`
      insert into sessions (instructor_id, token_hash, created_at, last_seen_at, expires_at, user_agent)
      values (${row.instructor_id}, ${hashToken(token)}, ${now}, ${now}, ${new Date(now.getTime() + 86_400_000)}, 'load test')`);
    accounts.push({ instructorId: row.instructor_id, cookie: `portal_session=${token}`, learnerIds: row.learner_ids });
  }
  await handle.close();
  return accounts;
};

/** Runs the ramp on these instances; returns each step's figures, ending at the first over the limit. */
const ramp = async (lb: Balancer, accounts: Account[], label: string) => {
  const controller = new AbortController();
  // Every simulated instructor listens for the end of the run on this one signal.
  setMaxListeners(0, controller.signal);
  const running: Promise<void>[] = [];
  const results = [];
  let clients = 0;
  for (const target of STEPS) {
    while (clients < target) {
      const client = clients++;
      running.push(simulate(lb, { ...accounts[client % accounts.length]! }, client, controller.signal));
      if (clients % 20 === 0) await new Promise((r) => setTimeout(r, 50)); // a staggered arrival
    }
    // Let the arrivals settle, then measure a window.
    await new Promise((r) => setTimeout(r, Math.min(10_000, STEP_MS / 3)));
    const cpuBefore = lb.instances.reduce((t, i) => t + processTicks(i.pid), 0);
    const pgBefore = postgresTicks();
    const from = Date.now();
    await new Promise((r) => setTimeout(r, STEP_MS));
    const to = Date.now();
    const serverCpuMs = (lb.instances.reduce((t, i) => t + processTicks(i.pid), 0) - cpuBefore) * TICK_MS;
    const pgCpuMs = (postgresTicks() - pgBefore) * TICK_MS;
    const figures = summarise(from, to);
    const row = {
      setup: label,
      instructors: target,
      ...figures,
      serverCpuPerRequest: serverCpuMs / Math.max(1, figures.requests),
      postgresCpuPerRequest: pgCpuMs / Math.max(1, figures.requests),
      load: loadavg()[0],
    };
    results.push(row);
    log(
      `${label}: ${target} instructors, ${figures.perSecond.toFixed(1)} req/s, p50 ${figures.p50.toFixed(1)} ms, ` +
        `p99 ${figures.p99.toFixed(1)} ms, ${figures.failed} failed${figures.why.length ? ` (${figures.why.join('; ')})` : ''}, ` +
        `CPU per request: server ${row.serverCpuPerRequest.toFixed(2)} ms, PostgreSQL ${row.postgresCpuPerRequest.toFixed(2)} ms`,
    );
    if (figures.p99 > P99_LIMIT_MS || figures.failed > 0) break;
  }
  controller.abort();
  await Promise.allSettled(running);
  return results;
};

/** Two instances under load; one stopped with SIGTERM and a fresh one started in its place. */
const rollingRestart = async (
  instances: Instance[],
  accounts: Account[],
  clientsUnderLoad: number,
  env: Record<string, string>,
) => {
  const lb = balancer(instances);
  const controller = new AbortController();
  // Every simulated instructor listens for the end of the run on this one signal.
  setMaxListeners(0, controller.signal);
  const running: Promise<void>[] = [];
  const from = Date.now();
  samples.length = 0;
  booked.clear();
  const firstClient = 100_000;
  for (let c = 0; c < clientsUnderLoad; c++) {
    // Busier than the ramp's instructors (a look every 2 s), so the restart meets bookings and messages in flight.
    running.push(simulate(lb, { ...accounts[c % accounts.length]! }, firstClient + c, controller.signal, 2000));
  }
  await new Promise((r) => setTimeout(r, 20_000));
  const stopped = instances[0]!;
  log(`rolling restart: SIGTERM to ${stopped.name} (it drains for ${DRAIN_SECONDS} s)`);
  const stopStarted = Date.now();
  await stopped.stop();
  const stopSeconds = (Date.now() - stopStarted) / 1000;
  log(`${stopped.name} stopped after ${stopSeconds.toFixed(1)} s (${stopped.exitStatus() ?? 'running?'})`);
  const replacement = await startInstance('a2', env);
  instances[0] = replacement;
  log('a fresh instance serves in its place');
  await new Promise((r) => setTimeout(r, 20_000));
  controller.abort();
  await Promise.allSettled(running);
  await new Promise((r) => setTimeout(r, 1000));
  lb.close();
  let missing = 0;
  for (const [client, sent] of sentBy) {
    if (client < firstClient) continue;
    const seen = seenBy.get(client)!;
    for (const id of sent) if (!seen.has(id)) missing++;
  }
  const sent = [...sentBy.entries()].filter(([c]) => c >= firstClient).reduce((t, [, s]) => t + s.size, 0);
  const figures = summarise(from, Date.now() + 1);
  return {
    clients: clientsUnderLoad,
    stopSeconds,
    ...figures,
    messagesSent: sent,
    messagesMissed: missing,
    bookingsAcknowledged: booked.size,
  };
};

const main = async () => {
  ensureBuilt(repoRoot, { force: false });
  const database = await createScratchDatabase(pgAdmin);
  const secret = randomBytes(32).toString('base64url');
  const env = serverEnv(database.url, secret);
  const instances: Instance[] = [];
  const started = Date.now();
  try {
    instances.push(await startInstance('a', env));
    const accounts = await prepare(database.url);
    log(`${accounts.length} instructors with sessions and learners`);
    const report: Record<string, unknown> = {};
    if (!only || only === 'one') {
      const lb = balancer([instances[0]!]);
      report.one = await ramp(lb, accounts, 'one instance');
      lb.close();
    }
    instances.push(await startInstance('b', env));
    if (!only || only === 'two') {
      samples.length = 0;
      const lb = balancer(instances);
      report.two = await ramp(lb, accounts, 'two instances');
      lb.close();
    }
    if (!only || only === 'restart') {
      const clients = Number(option('restart-instructors', '200'));
      const since = new Date();
      report.restart = await rollingRestart(instances, accounts, clients, env);
      // Every booking acknowledged is in the database once; none is there that was not acknowledged.
      const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
      const made = (await handle.db.execute(sql`
        select id from calendar_items where kind = 'lesson' and status = 'Active' and created_at between ${since} and now()
          and extract(hour from start_at at time zone 'UTC') >= 16`)) as unknown as {
        rows: Array<{ id: string }>;
      };
      await handle.close();
      const inDatabase = new Set(made.rows.map((r) => r.id));
      const lost = [...booked].filter((id) => !inDatabase.has(id)).length;
      const unacknowledged = [...inDatabase].filter((id) => !booked.has(id)).length;
      Object.assign(report.restart as object, {
        bookingsInDatabase: inDatabase.size,
        bookingsLost: lost,
        bookingsNotAcknowledged: unacknowledged,
      });
      log(`rolling restart: ${JSON.stringify(report.restart)}`);
    }
    const refused = [...refusals].sort((a, b) => b[1] - a[1]).slice(0, 8);
    log(`answers that refused (the instructor would read them): ${JSON.stringify(refused)}`);
    log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    console.log(JSON.stringify(report));
  } finally {
    for (const instance of instances) await instance.stop().catch(() => {});
    await database.drop();
  }
};

await main();
