import type { Database } from '../src/db/client.ts';

type Method = (...args: unknown[]) => unknown;
type Client = Record<string, Method | undefined>;

/** The protocol's Bind message: each one runs a statement (db/pglite-named.ts sends Bind...Sync in one call). */
const BIND = 0x42;

/** Counts the calls of `client[method]` that `counts` accepts until the returned restore is called. */
const tap = (client: Client, method: string, counts: (args: unknown[]) => boolean, count: () => void) => {
  const own = Object.hasOwn(client, method);
  const original = client[method];
  if (!original) return () => {};
  client[method] = function (this: unknown, ...args: unknown[]) {
    if (counts(args)) count();
    return original.apply(this, args);
  };
  return () => {
    if (own) client[method] = original;
    else delete client[method];
  };
};

/**
 * How many statements the database is sent while `run` runs. Both drivers (PGlite, node-postgres's pool)
 * send every statement outside a transaction through their client's `query`, which is counted here; a named
 * statement on PGlite (db/pglite-named.ts) goes through its protocol, where each Bind is counted.
 */
export const countQueries = async (db: Database, run: () => Promise<unknown>): Promise<number> => {
  const client = (db as unknown as { session: { client: Client } }).session.client;
  let count = 0;
  const add = () => {
    count += 1;
  };
  const restore = [
    tap(client, 'query', () => true, add),
    tap(client, 'execProtocol', ([message]) => (message as Uint8Array | undefined)?.[0] === BIND, add),
  ];
  try {
    await run();
  } finally {
    for (const undo of restore) undo();
  }
  return count;
};
