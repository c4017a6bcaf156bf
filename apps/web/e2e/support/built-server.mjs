// Starts the built server as `npm start` runs it, on a free loopback port with a fresh database. Plain
// JavaScript so that both the browser journeys (TypeScript, through vitest) and `npm run bench` (plain node)
// use this one copy; built-server.d.mts gives its types.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const serverEntry = resolve(repoRoot, 'apps/server/dist/main.js');
const webIndex = resolve(repoRoot, 'apps/web/dist/index.html');

/** Settings that would point the server at something other than a fresh local database and the outbox. */
const INHERITED_SETTINGS_TO_DROP = [
  'DATABASE_URL',
  'REDIS_URL',
  'PUBLIC_URL',
  'DEMO_MODE',
  'SECRET_KEY',
  'SMS_TRANSPORT',
  'SMS_HTTP_URL',
  'SMS_HTTP_TOKEN',
  'COOKIE_SECURE',
  'TRUST_PROXY',
  'PERSISTED_QUERIES_ONLY',
  'LOG_LEVEL',
  'PORT',
  'HOST',
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A private copy of the build (apps/server/dist, apps/web/dist and apps/office/dist, same layout) under node_modules/.cache,
 * so that a rebuild in the working tree while the journeys or the bench run cannot swap files under the
 * server. From there node still resolves the server's packages in the repository's node_modules.
 */
const snapshotBuild = () => {
  const parent = join(repoRoot, 'node_modules', '.cache');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'portal-build-'));
  for (const part of ['apps/server/dist', 'apps/web/dist', 'apps/office/dist']) {
    if (existsSync(join(repoRoot, part))) cpSync(join(repoRoot, part), join(dir, part), { recursive: true });
  }
  return { dir, entry: join(dir, 'apps/server/dist/main.js') };
};

const waitForHealthy = async (baseUrl, child, deadline) => {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the server at ${baseUrl} did not become healthy in time`);
};

/**
 * Starts the built server (`node apps/server/dist/main.js`, run from a snapshot of the build) with
 * NODE_ENV=development, a fresh PGlite database in a temporary DATA_DIR (migrated and seeded on first
 * start) and the SMS outbox, listening on 127.0.0.1 on a port the kernel picks. `stop()` sends SIGTERM
 * (SIGKILL after 10 s) and removes the data directory and the snapshot.
 * @param {{ extraEnv?: Record<string, string>, timeoutMs?: number, label?: string }} [options]
 */
export const startBuiltServer = async (options = {}) => {
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    throw new Error(
      `The built app is missing (${existsSync(serverEntry) ? webIndex : serverEntry}). ` +
        'Run `npm run build` first (`npm test` and `npm run bench` build before they start the server).',
    );
  }
  const build = snapshotBuild();
  const dataDir = mkdtempSync(join(tmpdir(), `portal-${options.label ?? 'e2e'}-`));
  const env = { ...process.env };
  for (const name of INHERITED_SETTINGS_TO_DROP) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SMS_TRANSPORT: 'outbox',
    LOG_LEVEL: 'warn',
    ...options.extraEnv,
  });

  const child = spawn(process.execPath, [build.entry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk) => {
    // Keep the tail only: enough to explain a failed start.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(build.dir, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + (options.timeoutMs ?? 120_000);
    // main.ts prints "Instructor portal is running at http://localhost:PORT" once it listens.
    let port;
    while (!port) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} while starting`);
      if (Date.now() > deadline) throw new Error('the server printed no address in time');
      const match = /running at https?:\/\/[^\s:]+:(\d+)/.exec(output);
      if (match) port = Number(match[1]);
      else await sleep(50);
    }
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealthy(baseUrl, child, deadline);
    // How the server ended, if it has (a code or a signal), else null: a bench row says whether it died.
    const exitStatus = () =>
      child.exitCode !== null ? `code ${child.exitCode}` : child.signalCode ? `signal ${child.signalCode}` : null;
    return { baseUrl, pid: child.pid, stop, exitStatus };
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n--- server output ---\n${output.slice(-4000)}`);
  }
};
