import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { testConfig } from './test-app.ts';
import { rememberTestDatabase } from './with-db.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
const databaseKinds = (): DatabaseKind[] => (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

/** A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server, dropped on close. */
export const openTestDatabase = async (
  kind: DatabaseKind,
  options: { seed?: boolean } = {},
): Promise<DatabaseHandle> => {
  let handle: DatabaseHandle;
  if (kind === 'pglite') {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `portal_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const inner = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 25 });
    handle = {
      ...inner,
      close: async () => {
        await inner.close();
        const drop = new pg.Client({ connectionString: adminUrl });
        await drop.connect();
        await drop.query(`drop database if exists ${name} with (force)`);
        await drop.end();
      },
    };
  }
  rememberTestDatabase(handle);
  await handle.migrate();
  if (options.seed) await seedDatabase(handle, testConfig());
  return handle;
};

/**
 * Runs a suite once per database kind. `use()` returns the open handle inside tests.
 *   describeEachDatabase('lessons', (use) => { it('...', async () => { const { db } = use(); }) })
 */
export const describeEachDatabase = (
  title: string,
  body: (use: () => DatabaseHandle, kind: DatabaseKind) => void,
  options: { seed?: boolean } = { seed: true },
) => {
  for (const kind of databaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      let handle: DatabaseHandle | undefined;
      beforeAll(async () => {
        handle = await openTestDatabase(kind, options);
      });
      afterAll(async () => {
        await handle?.close();
      });
      body(() => {
        if (!handle) throw new Error('database not open yet');
        return handle;
      }, kind);
    });
  }
};
