import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: services and repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

/** Resolved next to this module: src/db/migrations in development, dist/migrations once bundled. */
export const migrationsFolder = (): string => join(new URL('.', import.meta.url).pathname, 'migrations');

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | null }
  | { kind: 'postgres'; url: string; poolSize?: number };

export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  const folder = migrationsFolder();
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle pooled connection the server drops (restart, failover, admin) emits 'error' on the pool;
    // unhandled, that would crash the process. The pool replaces the client on the next query.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL pool: idle connection lost (${(error as { code?: string }).code ?? error.message})`);
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder: folder }),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = resolve(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: { btree_gist } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder }),
    close: () => client.close(),
  };
};
