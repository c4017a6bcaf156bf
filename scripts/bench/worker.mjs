// Runs a TypeScript bench worker (with tsx) on the run's kind of database (--pg=URL or PGlite) and reads the JSON
// line it prints last: the figures, or a "not measured" row that says why.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

export const runWorker = (repoRoot, file, caseName) => {
  const pg = process.argv.find((a) => a.startsWith('--pg='));
  const result = spawnSync('npx', ['tsx', join(repoRoot, 'scripts/bench', file), '--json', ...(pg ? [pg] : [])], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 180_000,
  });
  const line = result.stdout?.trim().split('\n').at(-1) ?? '';
  try {
    return { figures: JSON.parse(line) };
  } catch {
    const reason = (result.stderr || result.stdout || 'no output').trim().split('\n').at(-1);
    return { rows: [{ case: caseName, value: `not measured: ${reason}`, budget: '', ratio: null }] };
  }
};
