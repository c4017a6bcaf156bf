import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { Column, fillPlaceholders, is, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { queryNamedOnPglite } from './pglite-named.ts';

/**
 * A select a repository has built but not run (drizzle runs it when awaited, or with `execute(values)` when
 * it holds `sql.placeholder`s), so that the caller may run it alone or together with others in one statement.
 */
export type RowsQuery<T> = PromiseLike<T[]> &
  SQLWrapper & {
    _: { selectedFields: unknown };
    execute: (values?: Record<string, unknown>) => Promise<T[]>;
  };

/** Values for a read's `sql.placeholder`s. */
export type ReadValues = Record<string, unknown>;

/**
 * How a service runs its reads: `directReads` runs each as its own statement; a request's `batchedReads` run
 * every read asked for in the same turn of the event loop as ONE statement (each a subquery of one select),
 * so a page made of many small reads (the home dashboard) costs one round trip, not one per read. Callers get
 * the same rows either way.
 *
 * A read built once (module level, or `preparedQuery`) with placeholders costs no SQL building per call, and a
 * batch of such reads is a named prepared statement: parsed and planned once per connection (PGlite included).
 */
export type Reads = {
  /** The rows of a select, in its order. */
  rows: <T>(query: RowsQuery<T>, values?: ReadValues) => Promise<T[]>;
  /** The value of a scalar SQL expression (one row, one column; JSON is parsed). */
  value: <T>(expression: SQL<T>, values?: ReadValues) => Promise<T>;
};

type Field = { path: string[]; decode: (raw: unknown) => unknown; asText: boolean };

/** Column types whose JSON form differs from what the driver gives: read as text, then the column's own mapping. */
const TEXT_TYPES = new Set(['string', 'date', 'bigint', 'custom', 'buffer', 'localTime', 'localDate', 'localDateTime']);

/** The select's fields in drizzle's order (nested objects flattened depth first), each with its decoder. */
const fieldsOf = (selection: unknown, path: string[] = []): Field[] =>
  Object.entries(selection as Record<string, unknown>).flatMap(([key, field]): Field[] => {
    const at = [...path, key];
    if (is(field, Column)) {
      const asText = TEXT_TYPES.has(field.dataType);
      return [{ path: at, asText, decode: (raw) => (raw === null ? null : field.mapFromDriverValue(raw)) }];
    }
    if (is(field, SQL) || is(field, SQL.Aliased)) {
      // drizzle's own decoder of an SQL field (`.mapWith(...)`; as the driver gave it otherwise): internal, typed here.
      const { decoder } = (is(field, SQL) ? field : field.sql) as unknown as {
        decoder: { mapFromDriverValue: (raw: unknown) => unknown };
      };
      return [{ path: at, asText: false, decode: (raw) => (raw === null ? null : decoder.mapFromDriverValue(raw)) }];
    }
    if (field && typeof field === 'object') return fieldsOf(field, at);
    throw new Error(`reads: field ${at.join('.')} cannot be read in a batch`);
  });

const place = (target: Record<string, unknown>, path: string[], value: unknown) => {
  let node = target;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
};

/** One read as the batch runs it: its SQL text (placeholders $1..$n), its parameters, and how to decode it. */
type Rendered = {
  id: number;
  text: string;
  params: unknown[];
  decode: (raw: unknown) => unknown;
  /** Rendered once and used again: a read built once (a statement of its shape is worth naming). */
  reused: boolean;
};

let renderedCount = 0;

type Dialect = { sqlToQuery: (sql: SQL) => { sql: string; params: unknown[] } };
const dialectOf = (db: Database) => (db as unknown as { dialect: Dialect }).dialect;

/**
 * The select as one JSON value: `[[v1, v2, ...], ...]` in its order. Its columns are renamed by position
 * (`r(c0, c1, ...)`), so joined tables' equal column names cannot collide, and values the JSON form would
 * change (timestamps, dates, bigints, text) travel as their text, which the column maps as the driver would.
 */
const renderRows = <T>(db: Database, query: RowsQuery<T>): Rendered => {
  const fields = fieldsOf(query._.selectedFields);
  const names = fields.map((_, i) => sql.identifier(`c${i}`));
  const values = fields.map((f, i) => (f.asText ? sql`r.${names[i]}::text` : sql`r.${names[i]}`));
  const expression = sql`(select coalesce(json_agg(json_build_array(${sql.join(values, sql`, `)})), '[]'::json)
    from ${query} as r(${sql.join(names, sql`, `)}))`;
  const { sql: text, params } = dialectOf(db).sqlToQuery(expression);
  const decode = (raw: unknown): T[] =>
    (raw as unknown[][]).map((row) => {
      const out: Record<string, unknown> = {};
      fields.forEach((f, i) => {
        place(out, f.path, f.decode(row[i] ?? null));
      });
      return out as T;
    });
  renderedCount += 1;
  return { id: renderedCount, text, params, decode, reused: false };
};

const renderValue = (db: Database, expression: SQL): Rendered => {
  const { sql: text, params } = dialectOf(db).sqlToQuery(expression);
  renderedCount += 1;
  return { id: renderedCount, text, params, decode: (raw) => raw, reused: false };
};

/** Rendered once per read object and database: a read built once is never rendered again. */
const rendered = new WeakMap<object, WeakMap<Database, Rendered>>();
const renderedOf = (db: Database, read: object, render: () => Rendered): Rendered => {
  const byDb = rendered.get(read) ?? new WeakMap<Database, Rendered>();
  rendered.set(read, byDb);
  const known = byDb.get(db);
  if (known) {
    known.reused = true;
    return known;
  }
  const done = render();
  byDb.set(db, done);
  return done;
};

type Client = {
  query: (
    config: string | { name?: string; text: string; values?: unknown[] },
    values?: unknown[],
  ) => Promise<{ rows: Array<Record<string, unknown>> }>;
};

/** A batch's statement, by the reads in it: its text (each read's $n moved past the last's) and its name. */
type Statement = { text: string; name: string | undefined };

/**
 * PostgreSQL keeps each named statement per connection: at most this many batch shapes are named (and
 * remembered here); any other runs unnamed.
 */
const MAX_NAMED = 200;
const statements = new Map<string, Statement>();

const statementOf = (reads: Rendered[]): Statement => {
  const key = reads.map((r) => r.id).join(',');
  const known = statements.get(key);
  if (known) return known;
  let offset = 0;
  const columns = reads.map((read, i) => {
    const text = read.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
    offset += read.params.length;
    return `${text} as r${i}`;
  });
  const text = `select ${columns.join(', ')}`;
  // Only a batch of reads built once has a shape that recurs: only it is remembered and named.
  const named = reads.every((r) => r.reused) && statements.size < MAX_NAMED;
  const name = named ? `reads_${createHash('sha1').update(text).digest('hex').slice(0, 20)}` : undefined;
  const statement = { text, name };
  if (named) statements.set(key, statement);
  return statement;
};

/** One statement for the reads: `select (read 1) as r0, (read 2) as r1, ...`. */
const runBatch = async (db: Database, reads: Array<{ read: Rendered; values: ReadValues }>) => {
  const client = (db as unknown as { $client: Client }).$client;
  const isPool = 'totalCount' in (client as object);
  const { text, name } = statementOf(reads.map((r) => r.read));
  const params = reads.flatMap(({ read, values }) => fillPlaceholders(read.params, values));
  // A recurring shape is a named statement: node-postgres names it per connection; PGlite through its protocol.
  const result = !name
    ? await client.query(text, params)
    : isPool
      ? await client.query({ name, text, values: params })
      : await queryNamedOnPglite(client as unknown as PGlite, name, text, params);
  const row = result.rows[0] ?? {};
  return reads.map((_, i) => row[`r${i}`] ?? null);
};

const valueRead = (db: Database, expression: SQL, values: ReadValues = {}) => ({
  read: renderedOf(db, expression, () => renderValue(db, expression)),
  values,
});

/** Each read its own statement. */
export const directReads = (db: Database): Reads => ({
  rows: (query, values) => (values ? query.execute(values) : Promise.resolve(query)),
  value: async (expression, values) => {
    const [raw] = await runBatch(db, [valueRead(db, expression, values)]);
    return raw as never;
  },
});

type Pending = {
  read: Rendered;
  values: ReadValues;
  /** The read on its own, when it is the only one of its turn. */
  alone: () => PromiseLike<unknown>;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
};

/**
 * Reads asked for in one turn of the event loop (up to the next `setImmediate`) run as one statement. A
 * failed statement fails each of its reads.
 */
export const batchedReads = (db: Database): Reads => {
  const direct = directReads(db);
  let queue: Pending[] = [];
  const flush = async () => {
    const batch = queue;
    queue = [];
    if (batch.length === 1) {
      const [only] = batch as [Pending];
      return Promise.resolve(only.alone()).then(only.resolve, only.reject);
    }
    try {
      const raws = await runBatch(db, batch);
      batch.forEach((p, i) => {
        try {
          p.resolve(p.read.decode(raws[i]));
        } catch (error) {
          p.reject(error);
        }
      });
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  };
  const enqueue = (read: Omit<Pending, 'resolve' | 'reject'>) =>
    new Promise<unknown>((resolve, reject) => {
      if (queue.length === 0) setImmediate(() => void flush());
      queue.push({ ...read, resolve, reject });
    });
  return {
    rows: <T>(query: RowsQuery<T>, values: ReadValues = {}) =>
      enqueue({
        read: renderedOf(db, query, () => renderRows(db, query)),
        values,
        alone: () => direct.rows(query, Object.keys(values).length > 0 ? values : undefined),
      }) as Promise<T[]>,
    value: <T>(expression: SQL<T>, values: ReadValues = {}) =>
      enqueue({ ...valueRead(db, expression, values), alone: () => direct.value(expression, values) }) as Promise<T>,
  };
};
