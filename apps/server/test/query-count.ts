import type { Database } from '../src/db/client.ts';

type Client = { query: (...args: unknown[]) => unknown };

/**
 * How many statements the database is sent while `run` runs. Both drivers (PGlite, node-postgres's pool)
 * send every statement outside a transaction through their client's `query`, which is counted here.
 */
export const countQueries = async (db: Database, run: () => Promise<unknown>): Promise<number> => {
  const client = (db as unknown as { session: { client: Client } }).session.client;
  const own = Object.hasOwn(client, 'query');
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    if (own) client.query = original;
    else delete (client as Partial<Client>).query;
  }
  return count;
};
