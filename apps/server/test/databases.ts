import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type DatabaseHandle, migrationsFolder, openDatabase } from '../src/db/client.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { testConfig } from './test-app.ts';
import { rememberTestDatabase } from './with-db.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
const databaseKinds = (): DatabaseKind[] => (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

/** Every migration file and the PGlite version: an image made from other migrations, or by another PGlite, is not used. */
const migrationsFingerprint = (): string => {
  const hash = createHash('sha256');
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(pglite.slice(0, pglite.lastIndexOf('/dist/')), 'package.json')));
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder());
  return hash.digest('hex').slice(0, 16);
};

let migratedImage: Promise<Blob> | undefined;

/**
 * An image of an empty PGlite with every migration applied, made once and kept as a file in the temporary folder
 * (shared by the test processes and later runs while the migrations are unchanged). Starting from it takes about a
 * second; a new in-memory PGlite (its initdb) and the migrations took about five on this machine, per test file.
 */
const migratedPgliteImage = (): Promise<Blob> => {
  migratedImage ??= (async () => {
    const file = join(tmpdir(), `portal-test-pglite-${migrationsFingerprint()}.tar.gz`);
    if (!existsSync(file)) {
      const handle = await openDatabase({ kind: 'pglite', dataDir: null });
      await handle.migrate();
      // Written aside and renamed: a test process reading it at the same time sees all of it or none.
      const partial = `${file}.${process.pid}`;
      await handle.dump(partial);
      await handle.close();
      renameSync(partial, file);
    }
    return new Blob([readFileSync(file)]);
  })();
  return migratedImage;
};

/** A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server, dropped on close. */
export const openTestDatabase = async (
  kind: DatabaseKind,
  options: { seed?: boolean } = {},
): Promise<DatabaseHandle> => {
  let handle: DatabaseHandle;
  if (kind === 'pglite') {
    handle = await openDatabase({ kind: 'pglite', dataDir: null, image: await migratedPgliteImage() });
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
