import { AsyncLocalStorage } from 'node:async_hooks';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client.ts';
import type { ReadValues, RenderedRead, RowsQuery } from './read-batch.ts';

export type { ReadValues, RowsQuery } from './read-batch.ts';

type Pending = { read: RenderedRead; values: ReadValues; resolve: (v: unknown) => void; reject: (e: unknown) => void };

/**
 * A request's (or a job's, or a test's service call's) work on one database: the open transaction, when one
 * is, the reads waiting to run together, and values kept for the rest of the work (a request's loaders).
 */
type Work = {
  handle: DatabaseHandle;
  tx: Database | null;
  queue: Pending[];
  kept: Map<string, unknown>;
};

const current = new AsyncLocalStorage<Work>();

const workOf = (): Work => {
  const work = current.getStore();
  if (!work) throw new Error('No unit of work: the database is reached inside runUnitOfWork (the app, jobs, services)');
  return work;
};

/** The database of the current unit of work: its open transaction, when one is. */
const activeDatabase = (): Database => {
  const work = workOf();
  return work.tx ?? work.handle.db;
};

/**
 * Runs `work` as a unit of work on the database (the app does it for each request and job; each service call
 * does it when called from outside one, as tests and the seed do). Inside one on the same database, it just runs.
 */
export const runUnitOfWork = <T>(handle: DatabaseHandle, work: () => T): T =>
  current.getStore()?.handle === handle ? work() : current.run({ handle, tx: null, queue: [], kept: new Map() }, work);

/**
 * Runs `work` in a transaction: everything it does through `db` is in it, and the transaction commits when
 * `work` resolves (rolls back when it throws). Inside another transaction it is a savepoint.
 */
export const inTransaction = <T>(work: () => Promise<T>): Promise<T> => {
  const outer = workOf();
  return (outer.tx ?? outer.handle.db).transaction((tx) =>
    current.run({ handle: outer.handle, tx, queue: [], kept: outer.kept }, work),
  );
};

/**
 * The database, as repositories use it: every call goes to the current unit of work's database, in its
 * transaction when one is open (`db.transaction(...)` is `inTransaction`).
 */
export const db: Database = new Proxy({} as Database, {
  get: (_, key) => {
    if (key === 'transaction')
      return (work: (tx: Database) => Promise<unknown>) => inTransaction(() => work(activeDatabase()));
    const target = activeDatabase();
    const value = Reflect.get(target, key, target) as unknown;
    return typeof value === 'function' ? value.bind(target) : value;
  },
});

/**
 * A query built once per database (and per transaction) instead of on every call: drizzle builds it with the
 * current unit of work's `db`, values as `sql.placeholder(name)`, and a batch of it is planned once.
 */
export const preparedQuery = <Q>(build: () => Q): (() => Q) => {
  const built = new WeakMap<Database, Q>();
  return () => {
    const active = activeDatabase();
    let query = built.get(active);
    if (!query) {
      query = build();
      built.set(active, query);
    }
    return query;
  };
};

/** Runs the reads asked for in one turn of the event loop as one statement; a failed statement fails each. */
const flush = async (work: Work) => {
  const batch = work.queue;
  work.queue = [];
  try {
    const raws = await work.handle.batcher.run(batch);
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

const enqueue = (work: Work, read: RenderedRead, values: ReadValues) =>
  new Promise<unknown>((resolve, reject) => {
    if (work.queue.length === 0) setImmediate(() => void flush(work));
    work.queue.push({ read, values, resolve, reject });
  });

/**
 * The rows of a select built once with placeholders (preparedQuery). Reads asked for in the same turn of the
 * event loop - a page's resolvers, a service's Promise.all - run as ONE statement, a named prepared statement
 * planned once per connection. In a transaction, the select runs on its own there.
 */
export const read = <T>(query: RowsQuery<T>, values: ReadValues = {}): Promise<T[]> => {
  const work = workOf();
  if (work.tx) return query.execute(values);
  return enqueue(work, work.handle.batcher.rowsRead(query), values) as Promise<T[]>;
};

/** The value of a scalar SQL expression (one row, one column; JSON is parsed), read as `read` reads rows. */
export const readValue = async <T>(expression: SQL<T>, values: ReadValues = {}): Promise<T> => {
  const work = workOf();
  if (!work.tx) return enqueue(work, work.handle.batcher.valueRead(expression), values) as Promise<T>;
  const [row] = await work.tx.select({ value: expression }).from(sql`(values (1)) as one (x)`).execute(values);
  return row?.value as T;
};

/**
 * A value kept for the rest of the unit of work (a request's loaders, a read several fields share): made by
 * `make` on first use. `key` starts with the owning feature's name (`learners.loaders:{instructorId}`).
 */
export const keptForWork = <T>(key: string, make: () => T): T => {
  const { kept } = workOf();
  if (!kept.has(key)) kept.set(key, make());
  return kept.get(key) as T;
};
