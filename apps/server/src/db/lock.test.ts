import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataLock, processStartIdentity } from './lock.ts';

const lockModule = new URL('./lock.ts', import.meta.url).pathname;
const hasProc = existsSync('/proc/self/stat');

/** Another server: a Node process that takes the lock through the real module, then idles until killed. */
const startHolder = (dataDir: string): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const code = `const { acquireDataLock } = await import(${JSON.stringify(lockModule)});
      acquireDataLock(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve(child);
    });
    child.on('exit', (status) => reject(new Error(`holder exited early (${status})`)));
  });

/** An unrelated live process: stands in for whatever got a dead server's process id. */
const startIdle = (): ChildProcess =>
  spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });

const killHard = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('data folder lock', () => {
  let dataDir: string;
  const children: ChildProcess[] = [];
  const lockFile = () => join(dataDir, 'server.lock');

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  });
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes a free folder, records who holds it, and lets go on release', () => {
    const release = acquireDataLock(dataDir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toEqual({
      pid: process.pid,
      started: processStartIdentity(process.pid),
    });
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses while another live server holds it, and takes it over once that server is killed -9', async () => {
    const holder = await startHolder(dataDir);
    children.push(holder);
    expect(() => acquireDataLock(dataDir)).toThrow(`Another portal server (pid ${holder.pid})`);
    await killHard(holder);
    // kill -9 left the file behind; its process is gone.
    expect(existsSync(lockFile())).toBe(true);
    acquireDataLock(dataDir)();
  });

  it.runIf(hasProc)('takes over a lock whose process id now belongs to a different live process', async () => {
    const stranger = startIdle();
    children.push(stranger);
    await new Promise((resolve) => stranger.once('spawn', resolve));
    const earlier = processStartIdentity(process.pid);
    writeFileSync(lockFile(), JSON.stringify({ pid: stranger.pid, started: earlier }));
    const release = acquireDataLock(dataDir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it.runIf(hasProc)('refuses a lock recorded by that same live process, start and all', async () => {
    const other = startIdle();
    children.push(other);
    await new Promise((resolve) => other.once('spawn', resolve));
    writeFileSync(lockFile(), JSON.stringify({ pid: other.pid, started: processStartIdentity(other.pid!) }));
    expect(() => acquireDataLock(dataDir)).toThrow(`(pid ${other.pid})`);
  });

  it('takes over an old-style lock (a bare process id) of a dead process, and an unreadable one', async () => {
    const gone = startIdle();
    await new Promise((resolve) => gone.once('spawn', resolve));
    await killHard(gone);
    writeFileSync(lockFile(), String(gone.pid));
    acquireDataLock(dataDir)();
    writeFileSync(lockFile(), 'not a lock');
    acquireDataLock(dataDir)();
  });
});
