import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { BlobStore } from '../lib/blob/blob-store.ts';
import { createDiskBlobStore } from '../lib/blob/disk-blob-store.ts';
import { type DatabaseHandle, type DatabaseKind, type DatabaseOptions, pgliteExtensions } from './client.ts';
import { restorePostgres } from './postgres-dump.ts';
import { rowsOf } from './rows.ts';

/** What a backup folder holds, written last (a folder without it is an unfinished backup). */
export type BackupManifest = {
  format: 1;
  takenAt: string;
  database: DatabaseKind;
  /** Rows per table when the dump was taken (a restore is checked against them). */
  tables: Record<string, number>;
  blobs: number;
};

const MANIFEST = 'manifest.json';
const databaseFile = (kind: DatabaseKind) => (kind === 'pglite' ? 'database.tar.gz' : 'database.dump');

/** Rows per table of the application's schema. */
export const tableCounts = async ({ db }: DatabaseHandle): Promise<Record<string, number>> => {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = current_schema() order by 1`),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`));
    counts[name] = row?.n ?? 0;
  }
  return counts;
};

/** Copies every blob (bytes and type) from one store to another; returns how many. */
export const copyBlobs = async (from: BlobStore, to: BlobStore): Promise<number> => {
  let copied = 0;
  for await (const key of from.list()) {
    const blob = await from.get(key);
    if (!blob) continue; // deleted since it was listed
    await to.put(key, blob.stream, blob.contentType);
    copied += 1;
  }
  return copied;
};

/**
 * A backup into an empty (or new) folder, safe while the portal serves: the database first (pg_dump's snapshot,
 * or PGlite's own dump of its data folder, taken between two statements), then the blobs. A row only ever names
 * a blob stored before the row was written, so every blob the dumped rows name is copied.
 */
export const takeBackup = async (handle: DatabaseHandle, blobs: BlobStore, folder: string): Promise<BackupManifest> => {
  const target = resolve(folder);
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`${target} is not empty`);
  mkdirSync(target, { recursive: true });
  const takenAt = new Date().toISOString();
  await handle.dump(join(target, databaseFile(handle.kind)));
  const tables = await tableCounts(handle);
  const copied = await copyBlobs(blobs, createDiskBlobStore(join(target, 'blobs')));
  const manifest: BackupManifest = { format: 1, takenAt, database: handle.kind, tables, blobs: copied };
  writeFileSync(join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
};

export const readManifest = (folder: string): BackupManifest => {
  const path = join(resolve(folder), MANIFEST);
  if (!existsSync(path)) throw new Error(`${folder} holds no finished backup (no ${MANIFEST})`);
  return JSON.parse(readFileSync(path, 'utf8')) as BackupManifest;
};

const restorePglite = async (dataDir: string | null, file: string) => {
  if (!dataDir) throw new Error('Restore into a PGlite data folder, not into memory');
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty`);
  mkdirSync(resolve(dataDir), { recursive: true });
  const loadDataDir = new Blob([readFileSync(file)]);
  const client = await PGlite.create({ dataDir: resolve(dataDir), loadDataDir, extensions: pgliteExtensions });
  await client.close();
};

const isEmptyStore = async (blobs: BlobStore) => {
  for await (const _ of blobs.list()) return false;
  return true;
};

/**
 * Restores a backup into an empty database of the same kind (a PGlite folder that does not exist yet, or a
 * PostgreSQL database with no tables) and an empty blob store. Refuses anything else and changes nothing then.
 */
export const restoreBackup = async (
  folder: string,
  target: DatabaseOptions,
  blobs: BlobStore,
  isEmptyDatabase: () => Promise<boolean> = async () => true,
): Promise<BackupManifest> => {
  const manifest = readManifest(folder);
  if (manifest.database !== target.kind) {
    throw new Error(`This backup is of a ${manifest.database} database; it restores into ${manifest.database} only`);
  }
  if (!(await isEmptyStore(blobs))) throw new Error('The blob store is not empty');
  if (!(await isEmptyDatabase())) throw new Error('The database is not empty');
  const file = join(resolve(folder), databaseFile(manifest.database));
  if (target.kind === 'pglite') await restorePglite(target.dataDir, file);
  else await restorePostgres(target.url, file);
  await copyBlobs(createDiskBlobStore(join(resolve(folder), 'blobs')), blobs);
  return manifest;
};

/** True when the database has no table of its own yet (a restore's target). */
export const hasNoTables = async ({ db }: DatabaseHandle): Promise<boolean> => {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    ),
  );
  return (row?.n ?? 0) === 0;
};
