import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { PoolUse } from '../lib/metrics.ts';
import { dumpPostgres } from './postgres-dump.ts';
import { queryNamedOnPglite } from './private-api.ts';
import { createReadBatcher, type ReadBatcher } from './read-batch.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: services and repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/**
 * An open database. Features never hold it: the app, its jobs and the test fixtures open a unit of work on it
 * (unit-of-work.ts), and repositories reach it through the unit of work's `db`.
 */
export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Reads asked for together, run as one statement (read-batch.ts). */
  batcher: ReadBatcher;
  /** PostgreSQL's pool: connections open, idle, and clients waiting for one (the metrics read it). */
  poolUse?: () => PoolUse;
  /** Writes a consistent copy of the whole database to `file`, safe while it serves (backup.ts). */
  dump: (file: string) => Promise<void>;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

/** Resolved next to this module: src/db/migrations in development, dist/migrations once bundled. */
export const migrationsFolder = (): string => join(new URL('.', import.meta.url).pathname, 'migrations');

/**
 * The extensions the migrations create (btree_gist: the calendar's overlap constraint; pg_trgm: created by migration
 * 0032, whose trigram index 0034 replaced), loaded into every PGlite the server opens, restores or benches.
 */
export const pgliteExtensions = { btree_gist, pg_trgm };

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** An in-memory database starts from this data-folder image (PGlite's dumpDataDir) instead of an empty one. */
      image?: Blob;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

const openPostgres = (url: string, poolSize: number | undefined): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString: url, max: poolSize ?? 10 });
  // The request's batched reads (read-batch.ts: named statements, each a page's reads) run on connections of their
  // own that plan each statement once (plan_cache_mode=force_generic_plan), not per call: under PostgreSQL's
  // default a statement whose generic plan is estimated dearer than its custom ones is planned anew every time,
  // and home's one statement took longer to plan than to run, more so as the tables grow (README, "At the size
  // of the network"). hot-plans.integration.test.ts explains the generic plans of the hot statements. Writes,
  // transactions and the jobs' set-based statements keep PostgreSQL's default (a generic plan made the
  // network-size fullness refresh 2.2 -> 12 s). The address's own `options` (`?options=-c%20plan_cache_mode%3Dauto`)
  // overrides it.
  const readPool = new pg.Pool({
    connectionString: url,
    max: poolSize ?? 10,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // An idle pooled connection the server drops (restart, failover, admin) emits 'error' on the pool;
  // unhandled, that would crash the process. The pool replaces the client on the next query.
  for (const each of [pool, readPool]) {
    each.on('error', (error) => {
      console.warn(`PostgreSQL pool: idle connection lost (${(error as { code?: string }).code ?? error.message})`);
    });
  }
  const db = drizzleNodePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    // node-postgres prepares a named statement once per connection.
    batcher: createReadBatcher(async (text, values, name) => (await readPool.query({ name, text, values })).rows),
    poolUse: () => ({
      total: pool.totalCount + readPool.totalCount,
      idle: pool.idleCount + readPool.idleCount,
      waiting: pool.waitingCount + readPool.waitingCount,
    }),
    dump: (file) => dumpPostgres(url, file),
    migrate: () => migrateNodePg(db, { migrationsFolder: migrationsFolder() }),
    close: async () => {
      await Promise.all([pool.end(), readPool.end()]);
    },
  };
};

const openPglite = async (dataDir: string | null, image?: Blob): Promise<DatabaseHandle> => {
  let folder: string | undefined;
  if (dataDir) {
    folder = resolve(dataDir);
    mkdirSync(folder, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir: folder,
    extensions: pgliteExtensions,
    ...(image ? { loadDataDir: image } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    batcher: createReadBatcher(async (text, values, name) =>
      name
        ? (await queryNamedOnPglite(client, name, text, values)).rows
        : (await client.query<Record<string, unknown>>(text, values)).rows,
    ),
    dump: async (file) => writeFileSync(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer())),
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
};

export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> =>
  options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize)
    : openPglite(options.dataDir, options.image);
