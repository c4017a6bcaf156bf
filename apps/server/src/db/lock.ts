import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Stops two servers opening the same embedded database, which would corrupt it. */
export const acquireDataLock = (dataDir: string): (() => void) => {
  const file = join(dataDir, 'server.lock');
  if (existsSync(file)) {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isFinite(pid) && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `Another portal server (pid ${pid}) is already using the data folder ${dataDir}. ` +
          'Stop it first, or start this one with a different DATA_DIR.',
      );
    }
  }
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file);
    } catch {
      // already gone
    }
  };
};
