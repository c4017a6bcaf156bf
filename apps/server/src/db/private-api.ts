import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';

/*
 * Everything the data-access layer needs that its libraries do not offer publicly, in one place, written for
 * the versions pinned below. private-api.test.ts fails when an installed version differs or a member is gone:
 * then read this file against the new version's source before changing the pins.
 *
 * - drizzle-orm: an SQL field's decoder (`.mapWith(...)`), which drizzle applies itself when it runs a select;
 *   a batch (unit-of-work.ts) decodes the rows it reads for a select the same way.
 * - PGlite: a named prepared statement. Its public `query` parses and plans every call anew; on the protocol a
 *   statement is parsed once and then only bound and executed. The public `runExclusive` waits for other
 *   queries but not for an open transaction, so this waits for both, as `query` does, with its two locks.
 */
export const PINNED_VERSIONS = { 'drizzle-orm': '0.45.4', '@electric-sql/pglite': '0.5.16' } as const;

type Decoder = { mapFromDriverValue: (raw: unknown) => unknown };

/** The decoder drizzle applies to an SQL field of a select (identity unless `.mapWith` set one). */
export const sqlFieldDecoder = (field: SQL): Decoder['mapFromDriverValue'] => {
  const { decoder } = field as unknown as { decoder: Decoder };
  return (raw) => decoder.mapFromDriverValue(raw);
};

type Rows = { rows: Array<Record<string, unknown>> };

/** PostgreSQL's SQLSTATE for "prepared statement does not exist". */
const NO_SUCH_STATEMENT = '26000';

/** The statements each PGlite instance has parsed, with their parameters' types (to serialise values). */
const parsed = new WeakMap<PGlite, Map<string, number[]>>();

const send = (pg: PGlite, ...messages: Uint8Array[]) =>
  pg.execProtocol(Buffer.concat(messages), { syncToFs: false }).then((result) => result.messages);

const prepare = async (pg: PGlite, statements: Map<string, number[]>, name: string, text: string) => {
  const { serialize } = protocol;
  const messages = await send(
    pg,
    serialize.parse({ name, text }),
    serialize.describe({ type: 'S', name }),
    serialize.sync(),
  );
  const types = parse.parseDescribeStatementResults(messages);
  statements.set(name, types);
  return types;
};

const execute = async (pg: PGlite, types: number[], name: string, values: unknown[]): Promise<Rows> => {
  const { serialize } = protocol;
  const serialized = values.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = pg.serializers[types[i] ?? 0];
    return serializer ? serializer(value) : String(value);
  });
  const messages = await send(
    pg,
    serialize.bind({ statement: name, values: serialized }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  );
  const [result] = parse.parseResults(messages, pg.parsers);
  return { rows: (result?.rows ?? []) as Array<Record<string, unknown>> };
};

/**
 * Runs `text` as the named prepared statement `name` on PGlite: parsed once per database, then bound and
 * executed (a statement the database has forgotten, after DEALLOCATE, is prepared again). Waits its turn after
 * any open transaction and running query, as PGlite's `query` does.
 */
export const queryNamedOnPglite = (pg: PGlite, name: string, text: string, values: unknown[]): Promise<Rows> =>
  pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(async () => {
      const statements = parsed.get(pg) ?? new Map<string, number[]>();
      parsed.set(pg, statements);
      const types = statements.get(name) ?? (await prepare(pg, statements, name, text));
      try {
        return await execute(pg, types, name, values);
      } catch (error) {
        if ((error as { code?: string }).code !== NO_SUCH_STATEMENT) throw error;
        statements.delete(name);
        return execute(pg, await prepare(pg, statements, name, text), name, values);
      }
    }),
  );
