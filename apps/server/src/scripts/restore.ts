// Restores a backup (npm run backup) into an empty database and an empty blob store:
//   npm run restore -- --from=FOLDER
// The target is the configured one: DATABASE_URL (a database with no tables yet), else DATA_DIR (no pglite
// folder yet), and S3_* or DATA_DIR/blobs (empty). Anything else is refused and left as it was.
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseConfig } from '../config.ts';
import { hasNoTables, restoreBackup } from '../db/backup.ts';
import { type DatabaseOptions, openDatabase } from '../db/client.ts';
import { createBlobStore } from '../deps.ts';
import { option } from './script-database.ts';

const from = option('from');
if (!from) throw new Error('Name the backup folder: npm run restore -- --from=FOLDER');
const config = parseConfig(process.env);
const pgliteDir = resolve(config.DATA_DIR, 'pglite');
const target: DatabaseOptions = config.DATABASE_URL
  ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 }
  : { kind: 'pglite', dataDir: pgliteDir };
const isEmpty = async () => {
  if (target.kind === 'pglite') return !existsSync(pgliteDir) || readdirSync(pgliteDir).length === 0;
  const probe = await openDatabase(target);
  try {
    return await hasNoTables(probe);
  } finally {
    await probe.close();
  }
};
const manifest = await restoreBackup(from, target, createBlobStore(config), isEmpty);
console.log(`Restored the backup of ${manifest.takenAt} (${manifest.blobs} files): start the portal as usual.`);
