import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RawConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { acquireDataLock } from '../db/lock.ts';

/** `--name=value` from the command line. */
export const option = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/**
 * The server's database for a maintenance script: DATABASE_URL, else the embedded one in DATA_DIR, whose folder
 * one process may open at a time (a running portal holds it: stop it first).
 */
export const openConfiguredDatabase = async (
  config: RawConfig,
): Promise<{ handle: DatabaseHandle; release: () => Promise<void> }> => {
  if (config.DATABASE_URL) {
    const handle = await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 });
    return { handle, release: () => handle.close() };
  }
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const unlock = acquireDataLock(dataDir);
  const handle = await openDatabase({ kind: 'pglite', dataDir: resolve(dataDir, 'pglite') });
  return {
    handle,
    release: async () => {
      await handle.close();
      unlock();
    },
  };
};
