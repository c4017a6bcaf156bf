// A bench database as the baselines and the bench's own data read and write it: the same driver as the server.

/** Opens a bench database: a PGlite data folder (nothing else may have it open) or a PostgreSQL URL. */
export const openBenchDatabase = async ({ kind, location }) => {
  if (kind === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    // The server's extensions (pgliteExtensions in apps/server/src/db/client.ts).
    const db = await PGlite.create({ dataDir: location, extensions: { btree_gist, pg_trgm } });
    return { query: async (text, params) => (await db.query(text, params)).rows, close: () => db.close() };
  }
  const { default: pg } = await import('pg');
  // The server's pool size (apps/server/src/db/client.ts).
  const pool = new pg.Pool({ connectionString: location, max: 10 });
  return { query: async (text, params) => (await pool.query(text, params)).rows, close: () => pool.end() };
};
