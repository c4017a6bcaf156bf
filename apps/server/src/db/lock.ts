import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Who holds the data folder: a process id and, where /proc exists, that process's start identity. */
export type LockHolder = { pid: number; started: string | null };

const readBootId = (): string => {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '';
  }
};

/**
 * When a process started: the boot id and field 22 of /proc/<pid>/stat (clock ticks since boot). A process id
 * reused after kill -9 or a container restart belongs to a process with another start, so a stale lock is
 * told from a live one. Null without /proc (macOS, Windows): only the process id is checked there.
 */
export const processStartIdentity = (pid: number): string | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTicks = fields[19];
    return startTicks ? `${readBootId()}:${startTicks}` : null;
  } catch {
    return null;
  }
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** A holder is live only if its process id runs and, when recorded, that process started when it did. */
export const isLiveHolder = (holder: LockHolder): boolean => {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || !isAlive(holder.pid)) return false;
  if (holder.started === null) return holder.pid !== process.pid;
  return processStartIdentity(holder.pid) === holder.started;
};

/** The lock file: JSON now; a bare process id from earlier versions (judged by the process id alone). */
const parseHolder = (text: string): LockHolder | null => {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === 'number') return { pid: value, started: null };
    const holder = value as Partial<LockHolder> | null;
    if (typeof holder?.pid !== 'number') return null;
    return { pid: holder.pid, started: typeof holder.started === 'string' ? holder.started : null };
  } catch {
    return null;
  }
};

const readText = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

const refusal = (holder: LockHolder | null, dataDir: string) =>
  new Error(
    `Another portal server${holder ? ` (pid ${holder.pid})` : ''} is already using the data folder ${dataDir}. ` +
      'Stop it first, or start this one with a different DATA_DIR.',
  );

/**
 * Stops two servers opening the same embedded database, which would corrupt it. The lock file is created
 * exclusively (two servers starting together cannot both win); one left by a dead process is taken over.
 */
export const acquireDataLock = (dataDir: string): (() => void) => {
  const file = join(dataDir, 'server.lock');
  const me: LockHolder = { pid: process.pid, started: processStartIdentity(process.pid) };
  const record = JSON.stringify(me);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, record, { flag: 'wx' });
      return () => {
        try {
          if (readFileSync(file, 'utf8') === record) rmSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = readText(file);
    const holder = text === null ? null : parseHolder(text);
    if (holder && isLiveHolder(holder)) throw refusal(holder, dataDir);
    // Stale: remove it unless another server replaced it meanwhile (then the next try sees theirs).
    if (readText(file) === text) rmSync(file, { force: true });
  }
  const text = readText(file);
  throw refusal(text === null ? null : parseHolder(text), dataDir);
};
