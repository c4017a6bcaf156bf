// A backup of the database and the blob store together:
//   npm run backup [-- --to=FOLDER]       (default DATA_DIR/backups/<time>)
// The same configuration as the server. PostgreSQL (DATABASE_URL) is backed up while the portal runs (pg_dump's
// snapshot; needs PostgreSQL's client programs). The embedded database can be opened by one process only: while
// the portal runs, it takes its own backups (BACKUP_DIR); otherwise this script does.
import { resolve } from 'node:path';
import { parseConfig } from '../config.ts';
import { takeBackup } from '../db/backup.ts';
import { createBlobStore } from '../deps.ts';
import { openConfiguredDatabase, option } from './script-database.ts';

const config = parseConfig(process.env);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const to = resolve(option('to') ?? resolve(config.DATA_DIR, 'backups', stamp));
const { handle, release } = await openConfiguredDatabase(config);
try {
  const manifest = await takeBackup(handle, createBlobStore(config), to);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backed up ${rows} rows in ${Object.keys(manifest.tables).length} tables and ${manifest.blobs} files to ${to}`,
  );
} finally {
  await release();
}
