import pg from 'pg';

/** Advisory-lock key of the start-up work (migrations, the first seed); any number no other lock uses. */
const STARTUP_LOCK = 7_300_001;

/**
 * Runs `work` while holding a PostgreSQL session lock, so instances started together migrate and seed one
 * after the other: the second finds the schema migrated and the data seeded instead of racing the first.
 */
export const withStartupLock = async <T>(url: string, work: () => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url, application_name: 'portal-startup' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
    await client.end();
  }
};
