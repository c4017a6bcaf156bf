// `npm run bench` measures the built app: build first when the build is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/first-screen.ts',
  'apps/server/src',
  'apps/server/build.mjs',
  'packages/domain/src',
  'packages/ui/src',
  'package-lock.json',
];
const OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];

const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs), 0);
};

/** Returns why a build is needed, or null when the build is up to date. */
export const buildNeeded = (repoRoot) => {
  const missing = OUTPUTS.find((o) => !existsSync(join(repoRoot, o)));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...OUTPUTS.map((o) => statSync(join(repoRoot, o)).mtimeMs));
  const changed = SOURCES.find((s) => newestMtime(join(repoRoot, s)) > built);
  return changed ? `${changed} changed since the last build` : null;
};

export const ensureBuilt = (repoRoot, { force = false } = {}) => {
  const reason = force ? 'asked for' : buildNeeded(repoRoot);
  if (!reason) {
    console.log('build: up to date');
    return;
  }
  console.log(`build: ${reason}; running npm run build`);
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
};
