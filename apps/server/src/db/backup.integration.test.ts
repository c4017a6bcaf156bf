import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { testConfig } from '../../test/test-app.ts';
import type { BlobStore } from '../lib/blob/blob-store.ts';
import { createDiskBlobStore } from '../lib/blob/disk-blob-store.ts';
import { hasNoTables, restoreBackup, tableCounts, takeBackup } from './backup.ts';
import { backupJob } from './backup-job.ts';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from './client.ts';
import { pendingMigrations } from './health.ts';

/** Each table's rows as one fingerprint: equal fingerprints, equal contents. */
const fingerprints = async (handle: DatabaseHandle) => {
  const out: Record<string, string> = {};
  for (const table of Object.keys(await tableCounts(handle))) {
    const result = await handle.db.execute(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as f from ${sql.identifier(table)} t`,
    );
    out[table] = (result as unknown as { rows: Array<{ f: string }> }).rows[0]!.f;
  }
  return out;
};

const keysOf = async (store: BlobStore) => {
  const keys: string[] = [];
  for await (const key of store.list()) keys.push(key);
  return keys.sort();
};

const bytesOf = async (store: BlobStore, key: string) => {
  const blob = await store.get(key);
  return { type: blob!.contentType, bytes: Buffer.concat(await blob!.stream.toArray()) };
};

/** A new, empty PostgreSQL database on the test server, dropped afterwards. */
const emptyPostgres = async () => {
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `portal_restore_${randomBytes(5).toString('hex')}`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
};

describeEachDatabase('backup and restore, database and blobs together', (use, kind) => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-backup-test-'));
  const blobs = createDiskBlobStore(join(folder, 'live-blobs'));
  const restoredBlobs = createDiskBlobStore(join(folder, 'restored-blobs'));
  const binary = randomBytes(50_000);
  let target: DatabaseOptions;
  let restored: DatabaseHandle | undefined;
  let dropTarget = async () => {};

  beforeAll(async () => {
    await blobs.put('documents/d-1/licence.pdf', Buffer.from('%PDF-1.7 licence'), 'application/pdf');
    await blobs.put('documents/d-2/badge.jpg', binary, 'image/jpeg');
    await blobs.put('invoices/i-1/aa-inv-000001.pdf', Buffer.from('%PDF-1.7 invoice'), 'application/pdf');
    if (kind === 'pglite') target = { kind: 'pglite', dataDir: join(folder, 'restored-pglite') };
    else {
      const empty = await emptyPostgres();
      target = { kind: 'postgres', url: empty.url, poolSize: 2 };
      dropTarget = empty.drop;
    }
  });
  afterAll(async () => {
    await restored?.close();
    await dropTarget();
    rmSync(folder, { recursive: true, force: true });
  });

  it('restores into an empty database and blob store every row and file of the original', async () => {
    const manifest = await takeBackup(use(), blobs, join(folder, 'backup'));
    expect(manifest).toMatchObject({ format: 1, database: kind, blobs: 3 });
    expect(manifest.tables.instructors).toBeGreaterThan(0);

    const isEmpty = async () => {
      if (target.kind === 'pglite') return true;
      const probe = await openDatabase(target);
      try {
        return await hasNoTables(probe);
      } finally {
        await probe.close();
      }
    };
    await restoreBackup(join(folder, 'backup'), target, restoredBlobs, isEmpty);
    restored = await openDatabase(target);

    expect(await tableCounts(restored)).toEqual(manifest.tables);
    expect(await fingerprints(restored)).toEqual(await fingerprints(use()));
    expect(await pendingMigrations(restored)).toBe(0);
    expect(await keysOf(restoredBlobs)).toEqual(await keysOf(blobs));
    for (const key of await keysOf(blobs)) {
      expect(await bytesOf(restoredBlobs, key)).toEqual(await bytesOf(blobs, key));
    }
  });

  it('the running portal backs itself up on schedule and keeps the newest BACKUP_KEEP', async () => {
    const dir = join(folder, 'scheduled');
    const config = testConfig({ BACKUP_DIR: dir, BACKUP_KEEP: '2', BACKUP_EVERY_HOURS: '6' });
    const job = backupJob({ config, database: use(), blobs })!;
    expect(job.intervalMs).toBe(6 * 3_600_000);
    const names: string[] = [];
    for (let run = 0; run < 3; run++) {
      expect(await job.run()).toMatchObject({ files: 3, removed: run < 2 ? 0 : 1 });
      names.push(...readdirSync(dir).filter((n) => !names.includes(n)));
      await new Promise((done) => setTimeout(done, 5));
    }
    expect(readdirSync(dir).sort()).toEqual(names.slice(1).sort());
    expect(backupJob({ config: testConfig(), database: use(), blobs })).toBeNull();
  });

  it('refuses a target that is not empty, and changes nothing', async () => {
    const before = await keysOf(restoredBlobs);
    await expect(restoreBackup(join(folder, 'backup'), target, restoredBlobs)).rejects.toThrow(
      'The blob store is not empty',
    );
    const other = kind === 'pglite' ? 'postgres' : 'pglite';
    const wrongKind: DatabaseOptions =
      other === 'pglite' ? { kind: 'pglite', dataDir: join(folder, 'x') } : { kind: 'postgres', url: 'postgres://x' };
    await expect(
      restoreBackup(join(folder, 'backup'), wrongKind, createDiskBlobStore(join(folder, 'y'))),
    ).rejects.toThrow(`This backup is of a ${kind} database`);
    expect(await keysOf(restoredBlobs)).toEqual(before);
  });
});
