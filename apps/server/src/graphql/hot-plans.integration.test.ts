import type { StaffViewer } from '@portal/domain/office';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/databases.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import persistedDocuments from '../generated/persisted-documents.json' with { type: 'json' };
import { franchiseIdFor, instructorIdFor } from '../seed/foundation.seed.ts';
import { createServices } from '../services.ts';

/*
 * DESIGN.md §5 / issue 28 §2: no sequential scan of a large table on a hot path. Every statement the server sends
 * for the signed-in cases of the bench (the web's own operations, as the web sends them) is captured and
 * EXPLAINed on PostgreSQL with sequential scans priced out of the planner's choice (enable_seqscan off: a scan
 * then costs 10^10). The demo database is small, so the planner would rightly scan its small tables; priced out,
 * a Seq Scan left in a plan means no index can serve that statement at all - which at network size (3,000
 * instructors, millions of rows, `npm run bench -- --scale`) is a scan of millions of rows. The tables below
 * grow with the network; the reference tables (propositions, regions, test centres, configuration) do not.
 */
const GROWS_WITH_THE_NETWORK = new Set([
  'instructors',
  'people',
  'proposition_allocations',
  'learners',
  'learner_allocations',
  'lesson_balances',
  'calendar_items',
  'messages',
  'documents',
  'document_files',
  'invoices',
  'ledger_entries',
  'sessions',
  'franchise_settings',
  'franchise_working_hours',
  'franchise_lesson_types',
  'area_coverages',
  'posts',
  'post_reads',
  'franchise_agreements',
  'instructor_agreements',
  'instructor_details',
]);

const instructorId = instructorIdFor('100001');
const thisWeek = () => {
  const monday = new Date();
  monday.setUTCHours(0, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return { startDate: monday.toISOString(), endDate: new Date(monday.getTime() + 7 * 86_400_000).toISOString() };
};
const slot = (days: number, hour: number) => {
  const start = new Date(Date.now() + days * 86_400_000);
  start.setUTCHours(hour, 0, 0, 0);
  return { startDateTime: start.toISOString(), endDateTime: new Date(start.getTime() + 3_600_000).toISOString() };
};

/** The bench's signed-in cases (scripts/bench/scale-worker.ts), the person key read from `me`. */
const hotCases = (personId: string): Array<[string, Record<string, unknown>]> => [
  ['Me', {}],
  ['HomeDashboard', { id: instructorId, withLessons: true, withArrears: true, withNews: true }],
  ['CalendarEvents', { instructorId, ...thisWeek() }],
  ['TimeSlotsAvailability', { input: { instructorKey: instructorId, timeSlots: [slot(1, 9), slot(2, 14)] } }],
  ['LearnersList', { instructorId }],
  ['GetMessages', { instructorId, input: { offset: 0, total: 20 } }],
  ['RegionLookup', { propositionId: franchiseIdFor('100001', 'aa-full-manual'), term: 'L' }],
  ['AccountInvoices', { id: instructorId }],
  ['CustomerAndFranchiseDocuments', { personKey: personId }],
];

const operationText = (name: string) => {
  const text = Object.values(persistedDocuments as Record<string, string>).find((t) =>
    new RegExp(`query ${name}\\b`).test(t),
  );
  if (!text) throw new Error(`no persisted operation named ${name}`);
  return text;
};

type Captured = { text: string; values: unknown[] };
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

/** Every statement node-postgres sends while `run` runs (text and parameters; named statements too). */
const capture = async (run: () => Promise<unknown>): Promise<Captured[]> => {
  const seen: Captured[] = [];
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const config =
      typeof first === 'string' ? { text: first, values: undefined } : (first as Partial<Captured> | undefined);
    const values = config?.values ?? (Array.isArray(second) ? second : []);
    if (config?.text) seen.push({ text: config.text, values });
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    proto.query = original;
  }
  return seen;
};

const seqScansOf = (node: PlanNode, tables: ReadonlySet<string>): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && tables.has(node['Relation Name'] ?? '') ? [node['Relation Name']!] : []),
  ...(node.Plans ?? []).flatMap((child) => seqScansOf(child, tables)),
];

/** A parameter's text as node-postgres sends it (dates as ISO text, arrays as array literals, objects as JSON). */
const parameterText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value))
    return `{${value.map((v) => (v === null ? 'NULL' : JSON.stringify(parameterText(v)))).join(',')}}`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** A parameter as a SQL literal of unknown type (the prepared statement's parameter type decides). */
const literal = (value: unknown): string => {
  const text = parameterText(value);
  return text === null ? 'null' : `'${text.replace(/'/g, "''")}'`;
};

/**
 * The statement's plans: the custom one (planned for its values) and the generic one the server runs it with once
 * prepared (client.ts: plan_cache_mode=force_generic_plan), the latter by PREPARE and EXPLAIN EXECUTE with the
 * values as literals (EXPLAIN (GENERIC_PLAN) needs PostgreSQL 16).
 */
const plansOf = async (client: pg.PoolClient, read: Captured): Promise<Array<[string, PlanNode]>> => {
  const planOf = (result: pg.QueryResult) =>
    (result.rows[0] as { 'QUERY PLAN': Array<{ Plan: PlanNode }> })['QUERY PLAN'][0]!.Plan;
  const custom = planOf(await client.query(`explain (format json) ${read.text}`, read.values));
  if (read.values.length === 0) return [['custom', custom]];
  await client.query(`prepare hot_plan as ${read.text}`);
  try {
    const generic = planOf(
      await client.query(`explain (format json) execute hot_plan(${read.values.map(literal).join(', ')})`),
    );
    return [
      ['custom', custom],
      ['generic', generic],
    ];
  } finally {
    await client.query('deallocate hot_plan');
  }
};

/**
 * EXPLAINs each read captured (sequential scans priced out) and adds to `found` each sequential scan of one of the
 * tables given. Returns how many were explained.
 */
const explainReads = async (
  handle: DatabaseHandle,
  statements: Captured[],
  label: string,
  tables: ReadonlySet<string>,
  found: string[],
) => {
  const reads = statements.filter((s) => /^\s*(select|with)\b/i.test(s.text));
  const client = await (handle.db as unknown as { $client: pg.Pool }).$client.connect();
  try {
    await client.query('set enable_seqscan = off');
    await client.query('set plan_cache_mode = force_generic_plan');
    for (const read of reads) {
      for (const [kind, plan] of await plansOf(client, read)) {
        for (const table of seqScansOf(plan, tables)) {
          found.push(
            `${label}: Seq Scan on ${table} (${kind} plan) in: ${read.text.replace(/\s+/g, ' ').slice(0, 400)}`,
          );
        }
      }
    }
  } finally {
    await client.query('reset enable_seqscan');
    await client.query('reset plan_cache_mode');
    client.release();
  }
  return reads.length;
};

// The plans are PostgreSQL's, where the network runs (PGlite is the same planner; its statements go through its
// own protocol client and are not captured here). CI sets TEST_DATABASE_URL.
describe.runIf(process.env.TEST_DATABASE_URL)('hot statements on their indexes (PostgreSQL)', () => {
  let handle: DatabaseHandle;
  let t: TestApp;
  beforeAll(async () => {
    handle = await openTestDatabase('postgres', { seed: true });
    t = await createTestApp(handle, { start: new Date() });
  });
  afterAll(async () => {
    await t?.app.close();
    await handle?.close();
  });

  it('no statement of a signed-in case scans a table that grows with the network', async () => {
    const cookie = await signIn(t, '100001');
    const person = (await handle.db.execute(
      sql`select person_id from instructors where id = ${instructorId}`,
    )) as unknown as { rows: Array<{ person_id: string }> };
    const found: string[] = [];
    let explained = 0;
    for (const [operation, variables] of hotCases(person.rows[0]!.person_id)) {
      const statements = await capture(async () => {
        const r = await t.gql(operationText(operation), variables, cookie);
        expect(r.errors, operation).toBeUndefined();
      });
      explained += await explainReads(handle, statements, operation, GROWS_WITH_THE_NETWORK, found);
    }
    // Most cases send one or two statements (`me` may send none: the viewer's facts are kept briefly).
    expect(explained).toBeGreaterThanOrEqual(hotCases('').length - 1);
    expect(found).toEqual([]);
  });

  // Issue 24: the office's allocation suggestions rank the franchises covering the learner's sector in one
  // statement with a LIMIT; each candidate is one row of allocation_franchises, reached through the index of the
  // districts it covers, never by reading a growing table whole.
  it("the allocation suggestions' statement reads the candidates through indexes", async () => {
    const services = createServices(t.deps);
    const desk: StaffViewer = {
      staffId: 'plans',
      name: 'Plans',
      email: 'plans@office',
      roles: ['Allocations'],
      brands: ['AADS', 'BSM'],
    };
    // A waiting learner of the demo queue whom some franchise could take (the ranking runs only then).
    let entryId: string | undefined;
    for (const entry of await services.allocation.listQueue(desk, { states: ['Waiting'] })) {
      if ((await services.allocation.getEntryDetail(desk, entry.id)).suggestions.length > 0) {
        entryId = entry.id;
        break;
      }
    }
    expect(entryId).toBeDefined();
    let suggested = 0;
    const statements = await capture(async () => {
      suggested = (await services.allocation.getEntryDetail(desk, entryId!)).suggestions.length;
    });
    expect(suggested).toBeGreaterThan(0);
    const ranking = statements.filter((s) => /\blateral\b/i.test(s.text) && /\blimit\b/i.test(s.text));
    expect(ranking).toHaveLength(1);
    const found: string[] = [];
    const tables = new Set([
      ...GROWS_WITH_THE_NETWORK,
      'allocation_franchises',
      'coverage_districts',
      'allocation_queue',
      'allocation_attempts',
    ]);
    expect(await explainReads(handle, statements, 'allocationQueueLearner', tables, found)).toBeGreaterThanOrEqual(2);
    expect(found).toEqual([]);
  });
});
