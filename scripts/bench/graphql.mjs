// Budgets: GraphQL throughput (DESIGN.md §5). Each case sends one of the web app's operations (by its persisted
// hash, as the web does) to the built server and the identical load to its baselines, in alternating rounds:
//   - every case: a bare node:http server returning the exact bytes the server answered, under the same
//     headers (bare JSON);
//   - a signed-in case: also a bare node:http server doing one session lookup and the minimal SQL for the same
//     answer with the same driver on the same database (bare SQL, sql-baseline.mjs), whose answer must equal
//     the server's byte for byte before anything is measured.
// A public case is judged against bare JSON, a signed-in one against bare SQL (throughput and p99).
import { persistedBody, postGraphql, startBareServer, startSqlBaseline } from './http.mjs';
import { BENCH_LEARNERS_SESSION } from './learners-book.mjs';
import { compareTargets } from './load.mjs';

const MIN_RATIO = 0.6;
const MAX_P99_RATIO = 3;

/** Monday 00:00 UTC of this week to the next: the calendar's week view. */
const thisWeek = () => {
  const now = new Date();
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7));
  return { startDate: new Date(monday).toISOString(), endDate: new Date(monday + 7 * 86_400_000).toISOString() };
};

/**
 * The operations measured. `sql` names the bare SQL baseline (sql-cases.mjs); `variables` gets the signed-in
 * instructor's id; `signInAs` is a demo ADI number, or a session the bench made (the learners case's
 * instructor with 200 learners, learners-book.mjs). Every later feature's main list query joins here.
 */
export const graphqlCases = [
  { name: 'getDsGlobalConfig (public)', operation: 'GetDsGlobalConfig' },
  { name: 'me (signed in)', operation: 'Me', signInAs: '100001', sql: 'me' },
  {
    name: 'calendar week (100001, the busiest seeded)',
    operation: 'CalendarEvents',
    signInAs: '100001',
    sql: 'week',
    variables: (instructorId) => ({ instructorId, ...thisWeek() }),
  },
  {
    name: 'learners list (the /learners page, 200 learners)',
    operation: 'LearnersList',
    signInAs: BENCH_LEARNERS_SESSION,
    sql: 'learnersPage',
    variables: (instructorId) => ({ instructorId }),
    // A 95 kB answer takes tens of ms on either side: with 32 connections each request would queue for longer
    // than a 1 s round and hardly any would be counted (load.mjs counts only those inside a round).
    connections: 4,
  },
  {
    name: 'messages: latest page (GetMessages)',
    operation: 'GetMessages',
    signInAs: '100001',
    sql: 'messages',
    variables: (instructorId) => ({ instructorId, input: { offset: 0, total: 20 } }),
  },
];

const fmt = (r) => `${Math.round(r.rps).toLocaleString('en-GB')} req/s (p99 ${r.p99Ms.toFixed(1)} ms)`;
const notMeasured = (c, why) => ({ case: c.name, value: `not measured: ${why}`, budget: '', ratio: null });

const instructorIdOf = async (baseUrl, cookie) => {
  const me = await postGraphql(baseUrl, persistedBody('Me'), cookie);
  return JSON.parse(me.text).data?.me?.id;
};

/** Starts a case's baselines; throws when the bare SQL answer (body and headers) is not the server's. */
const startBaselines = async (c, sample, db, variables, cookie) => {
  const baselines = { json: await startBareServer(sample.text, sample.headers) };
  if (!c.sql) return baselines;
  baselines.sql = await startSqlBaseline(c.sql, db, variables, sample.headers);
  const check = await postGraphql(baselines.sql.url.replace(/\/graphql$/, ''), '{}', cookie);
  if (check.text !== sample.text || JSON.stringify(check.headers) !== JSON.stringify(sample.headers)) {
    await Promise.all(Object.values(baselines).map((b) => b.stop()));
    throw new Error(`the bare SQL answer differs from the server's: ${check.text.slice(0, 160)}`);
  }
  return baselines;
};

const rowsOf = (c, results, bytes) => {
  const { server, json, sql } = results;
  const errors = Object.values(results).reduce((sum, r) => sum + r.errors, 0);
  const detail = `${bytes} B response${errors ? `, ${errors} failed requests` : ''}`;
  if (!sql) {
    const ratio = server.rps / json.rps;
    return [
      {
        case: c.name,
        value: `${fmt(server)} vs bare JSON ${fmt(json)}`,
        budget: `>= ${MIN_RATIO}x`,
        ratio,
        min: MIN_RATIO,
        detail,
        failed: errors > 0,
      },
    ];
  }
  const vsJson = `${(server.rps / json.rps).toFixed(2)}x bare JSON ${fmt(json)}`;
  return [
    {
      case: `${c.name}: throughput`,
      value: `${fmt(server)} vs bare SQL ${fmt(sql)}`,
      budget: `>= ${MIN_RATIO}x`,
      ratio: server.rps / sql.rps,
      min: MIN_RATIO,
      detail: `${detail}; ${vsJson}`,
      failed: errors > 0,
    },
    {
      case: `${c.name}: p99 latency`,
      value: `${server.p99Ms.toFixed(1)} ms vs bare SQL ${sql.p99Ms.toFixed(1)} ms`,
      budget: `<= ${MAX_P99_RATIO}x`,
      ratio: server.p99Ms / Math.max(sql.p99Ms, 0.1),
      limit: MAX_P99_RATIO,
    },
  ];
};

const measureCase = async (c, { server, load, sessions, baselineDb }) => {
  const cookie = c.signInAs ? sessions[c.signInAs] : undefined;
  if (c.signInAs && !cookie) return [notMeasured(c, `no session for ${c.signInAs}`)];
  const variables = c.variables ? c.variables(await instructorIdOf(server.baseUrl, cookie)) : {};
  const body = persistedBody(c.operation, variables);
  const sample = await postGraphql(server.baseUrl, body, cookie);
  const data = sample.status === 200 ? JSON.parse(sample.text) : null;
  if (!data || data.errors || Object.values(data.data ?? {}).includes(null)) {
    return [notMeasured(c, sample.text.slice(0, 120))];
  }
  let baselines;
  try {
    baselines = await startBaselines(c, sample, baselineDb, variables, cookie);
  } catch (error) {
    return [notMeasured(c, error.message)];
  }
  const request = {
    headers: { 'content-type': 'application/json', 'x-portal-csrf': '1', ...(cookie ? { cookie } : {}) },
    body,
  };
  try {
    const targets = { server: { ...request, url: `${server.baseUrl}/graphql` } };
    for (const [name, b] of Object.entries(baselines)) targets[name] = { ...request, url: b.url };
    const caseLoad = c.connections ? { ...load, connections: c.connections } : load;
    return rowsOf(c, await compareTargets(targets, caseLoad), sample.text.length);
  } finally {
    await Promise.all(Object.values(baselines).map((b) => b.stop()));
  }
};

export const graphqlSuite = {
  name: 'GraphQL throughput vs bare node:http (same JSON; signed in: same JSON from one session lookup and minimal SQL)',
  async run(context) {
    const rows = [];
    const chosen = graphqlCases.filter((c) => c.name.toLowerCase().includes((context.caseFilter ?? '').toLowerCase()));
    for (const c of chosen) rows.push(...(await measureCase(c, context)));
    return rows;
  },
};
