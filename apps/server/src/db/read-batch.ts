import { createHash } from 'node:crypto';
import { Column, fillPlaceholders, is, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sqlFieldDecoder } from './private-api.ts';

/**
 * A select a repository has built with `sql.placeholder`s but not run (preparedQuery), so that it can run alone
 * or beside other reads in one statement.
 */
export type RowsQuery<T> = PromiseLike<T[]> &
  SQLWrapper & {
    _: { selectedFields: unknown };
    /** Runs the select on its own, its placeholders filled from `values`. */
    execute: (values?: Record<string, unknown>) => Promise<T[]>;
  };

/** Values for a read's `sql.placeholder`s. */
export type ReadValues = Record<string, unknown>;

/** One read as a batch runs it: its SQL text (placeholders $1..$n), its parameters, and how to decode it. */
export type RenderedRead = {
  id: number;
  text: string;
  params: unknown[];
  decode: (raw: unknown) => unknown;
  /** Rendered once and asked for again: a read built once, whose batches are worth naming. */
  reused: boolean;
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
      const decode = sqlFieldDecoder(is(field, SQL) ? field : field.sql);
      return [{ path: at, asText: false, decode: (raw) => (raw === null ? null : decode(raw)) }];
    }
    if (field && typeof field === 'object') return fieldsOf(field, at);
    throw new Error(`read: field ${at.join('.')} cannot be read in a batch`);
  });

const place = (target: Record<string, unknown>, path: string[], value: unknown) => {
  let node = target;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
};

/** Renders SQL as drizzle does (the public dialect: no casing options are used). */
const dialect = new PgDialect();

/** Runs one statement on the database's driver, named (prepared once per connection) when a name is given. */
export type StatementRunner = (
  text: string,
  params: unknown[],
  name: string | undefined,
) => Promise<Array<Record<string, unknown>>>;

/**
 * PostgreSQL keeps each named statement per connection: at most this many batch shapes are named (and
 * remembered); any other runs unnamed.
 */
const MAX_NAMED = 200;

export type ReadBatcher = {
  /** The read of a select, rendered once per select object (one built by preparedQuery is rendered once). */
  rowsRead: <T>(query: RowsQuery<T>) => RenderedRead;
  /** The read of a scalar SQL expression (one row, one column; JSON is parsed). */
  valueRead: (expression: SQL) => RenderedRead;
  /** One statement for the reads: `select (read 1) as r0, (read 2) as r1, ...`, each read's raw value. */
  run: (reads: ReadonlyArray<{ read: RenderedRead; values: ReadValues }>) => Promise<unknown[]>;
};

/** A select as one JSON value, and how to decode it back to the rows drizzle would give. */
const renderRows = <T>(query: RowsQuery<T>) => {
  const fields = fieldsOf(query._.selectedFields);
  const names = fields.map((_, i) => sql.identifier(`c${i}`));
  const values = fields.map((f, i) => (f.asText ? sql`r.${names[i]}::text` : sql`r.${names[i]}`));
  const expression = sql`(select coalesce(json_agg(json_build_array(${sql.join(values, sql`, `)})), '[]'::json)
    from ${query} as r(${sql.join(names, sql`, `)}))`;
  const { sql: text, params } = dialect.sqlToQuery(expression);
  // Each nested selection with the positions of its fields.
  const nested = new Map<string, number[]>();
  fields.forEach((f, i) => {
    if (f.path.length > 1) nested.set(f.path[0]!, [...(nested.get(f.path[0]!) ?? []), i]);
  });
  const decode = (raw: unknown): T[] =>
    (raw as unknown[][]).map((row) => {
      const out: Record<string, unknown> = {};
      fields.forEach((f, i) => {
        place(out, f.path, f.decode(row[i] ?? null));
      });
      // As drizzle gives a left-joined table's nested selection: null when none of it was found.
      for (const [key, at] of nested) if (at.every((i) => row[i] == null)) out[key] = null;
      return out as T;
    });
  return { text, params, decode };
};

/**
 * How one database runs reads as one statement. Each read is a subquery giving one JSON value (a select's rows
 * as `[[v1, v2, ...], ...]`, with its columns renamed by position so joined tables' equal names cannot collide,
 * and values the JSON form would change - timestamps, dates, bigints, text - as their text, which the column maps
 * as the driver would). Every read is rendered once, and each batch shape (the reads in it) is a named
 * statement, parsed and planned once per connection (`runStatement`, given by client.ts for its driver).
 */
export const createReadBatcher = (runStatement: StatementRunner): ReadBatcher => {
  let rendered = 0;
  const byRead = new WeakMap<object, RenderedRead>();
  const statements = new Map<string, { text: string; name: string | undefined }>();

  const renderedOf = (read: object, render: () => Omit<RenderedRead, 'id' | 'reused'>): RenderedRead => {
    const known = byRead.get(read);
    if (known) {
      known.reused = true;
      return known;
    }
    rendered += 1;
    const done = { id: rendered, reused: false, ...render() };
    byRead.set(read, done);
    return done;
  };

  const statementOf = (reads: ReadonlyArray<RenderedRead>) => {
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

  return {
    rowsRead: (query) => renderedOf(query, () => renderRows(query)),
    valueRead: (expression) =>
      renderedOf(expression, () => {
        const { sql: text, params } = dialect.sqlToQuery(expression);
        return { text, params, decode: (raw: unknown) => raw };
      }),
    run: async (reads) => {
      const { text, name } = statementOf(reads.map((r) => r.read));
      const params = reads.flatMap(({ read, values }) => fillPlaceholders(read.params, values));
      const [row = {}] = await runStatement(text, params, name);
      return reads.map((_, i) => row[`r${i}`] ?? null);
    },
  };
};
