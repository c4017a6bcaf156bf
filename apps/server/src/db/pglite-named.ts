import { type PGlite, parse, protocol } from '@electric-sql/pglite';

type Rows = { rows: Array<Record<string, unknown>> };

/** PostgreSQL's SQLSTATE for "prepared statement does not exist". */
const NO_SUCH_STATEMENT = '26000';

const known = new WeakMap<PGlite, Map<string, number[]>>();

const send = (pg: PGlite, ...messages: Uint8Array[]) =>
  pg.execProtocol(Buffer.concat(messages), { syncToFs: false }).then((result) => result.messages);

/** Parses and describes the statement once per database: its parameters' types, for serialising values. */
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
 * A named prepared statement on PGlite, which its `query` does not offer (every call there is parsed and
 * planned again): parsed once per database, then bound and executed, so PostgreSQL keeps its plan. Runs in
 * PGlite's turn like `query` does (after any open transaction). A statement the database no longer knows is
 * prepared again.
 */
export const queryNamedOnPglite = (pg: PGlite, name: string, text: string, values: unknown[]): Promise<Rows> =>
  pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(async () => {
      const statements = known.get(pg) ?? new Map<string, number[]>();
      known.set(pg, statements);
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
