import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AppDeps } from '../app-deps.ts';
import type { PeriodicJob } from '../lib/periodic-job.ts';
import { takeBackup } from './backup.ts';

/** Finished backups (those with a manifest) in the folder, oldest first: their names are their times. */
const finishedBackups = (folder: string): string[] =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => existsSync(join(folder, name, 'manifest.json')))
        .sort()
    : [];

/**
 * With BACKUP_DIR, the portal backs itself up every BACKUP_EVERY_HOURS into BACKUP_DIR/<time> and keeps the
 * newest BACKUP_KEEP: the way to back up the embedded database while it runs (only this process may open it).
 */
export const backupJob = ({ config, database, blobs }: Pick<AppDeps, 'config' | 'database' | 'blobs'>) => {
  const { BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP } = config;
  if (!BACKUP_DIR) return null;
  const folder = resolve(BACKUP_DIR);
  const job: PeriodicJob = {
    name: 'backup',
    intervalMs: BACKUP_EVERY_HOURS * 3_600_000,
    run: async () => {
      const name = new Date().toISOString().replace(/[:.]/g, '-');
      const manifest = await takeBackup(database, blobs, join(folder, name));
      const old = finishedBackups(folder).slice(0, -BACKUP_KEEP);
      for (const stale of old) rmSync(join(folder, stale), { recursive: true, force: true });
      return { tables: Object.keys(manifest.tables).length, files: manifest.blobs, removed: old.length };
    },
  };
  return job;
};
