import pg from 'pg';
import type { Database } from '../src/db/client.ts';

type Method = (...args: unknown[]) => unknown;
type Client = Record<string, Method | undefined>;

/** The protocol's Bind message: each one runs a statement (db/pglite-named.ts sends Bind...Sync in one call). */
const BIND = 0x42;

/** Calls `seen(args)` for each call of `client[method]` until the returned restore is called. */
const tap = (client: Client, method: string, seen: (args: unknown[]) => void) => {
  const own = Object.hasOwn(client, method);
  const original = client[method];
  if (!original) return () => {};
  client[method] = function (this: unknown, ...args: unknown[]) {
    seen(args);
    return original.apply(this, args);
  };
  return () => {
    if (own) client[method] = original;
    else delete client[method];
  };
};

/** A statement's text as `query` is given it (a string or a config object); '' for a protocol message. */
const textOf = (first: unknown) =>
  typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');

/**
 * The statements the database is sent while `run` runs, in order (their text; '' for a named statement on
 * PGlite). Both drivers (PGlite, node-postgres's pools) send every statement outside a transaction through their
 * client's `query`, which is tapped here (on PostgreSQL every pool's, as the batched reads have a pool of their
 * own: db/client.ts); a named statement on PGlite (db/pglite-named.ts) goes through its protocol, where each Bind
 * is one.
 */
export const statementsSent = async (db: Database, run: () => Promise<unknown>): Promise<string[]> => {
  const client = (db as unknown as { session: { client: Client } }).session.client;
  const sent: string[] = [];
  const restore = [
    tap(client instanceof pg.Pool ? (pg.Pool.prototype as unknown as Client) : client, 'query', ([first]) => {
      sent.push(textOf(first));
    }),
    tap(client, 'execProtocol', ([message]) => {
      if ((message as Uint8Array | undefined)?.[0] === BIND) sent.push('');
    }),
  ];
  try {
    await run();
  } finally {
    for (const undo of restore) undo();
  }
  return sent;
};

/** How many statements the database is sent while `run` runs (statementsSent). */
export const countQueries = async (db: Database, run: () => Promise<unknown>): Promise<number> =>
  (await statementsSent(db, run)).length;
