import type { Database } from '../db/client.ts';

/**
 * A query drizzle builds once per database instead of on every call (a fifth of a signed-in request's CPU
 * went to building SQL), and that PostgreSQL parses once per connection (a named prepared statement). For
 * the queries every page makes; values are passed as `sql.placeholder(name)`. A transaction is its own
 * database here, so a query run inside one is prepared for that transaction.
 */
export const preparedQuery = <Q>(build: (db: Database) => Q): ((db: Database) => Q) => {
  const built = new WeakMap<Database, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
};
