import type { Database, DatabaseHandle } from '../src/db/client.ts';
import { runUnitOfWork } from '../src/db/unit-of-work.ts';

const opened = new WeakMap<Database, DatabaseHandle>();

/** Remembers a test database's handle, so that `withDb` can open a unit of work on its `db`. */
export const rememberTestDatabase = (handle: DatabaseHandle): void => {
  opened.set(handle.db, handle);
};

/**
 * Runs `work` in a unit of work on the test database `db` (as the app runs a request): for a test or fixture
 * that calls the app's repositories or office-side functions directly.
 */
export const withDb = <T>(db: Database, work: () => Promise<T>): Promise<T> => {
  const handle = opened.get(db);
  if (!handle) throw new Error('withDb: not a database opened by the tests (openTestDatabase, createTestApp)');
  return runUnitOfWork(handle, work);
};
