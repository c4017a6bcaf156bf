// Runs a TypeScript bench worker (with tsx) on the run's kind of database (--pg=URL or PGlite) and reads the JSON
// line it prints last: the figures, or a "not measured" row that says why.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

/** `timeoutMs`: how long the worker may take (3 minutes unless its suite needs longer, as the fee run does). */
export const runWorker = (repoRoot, file, caseName, timeoutMs = 180_000) => {
  const pg = process.argv.find((a) => a.startsWith('--pg='));
  const result = spawnSync('npx', ['tsx', join(repoRoot, 'scripts/bench', file), '--json', ...(pg ? [pg] : [])], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  if (result.error?.code === 'ETIMEDOUT' || result.signal) {
    const reason = `stopped after ${Math.round(timeoutMs / 1000)} s (${result.error?.code ?? result.signal})`;
    return { rows: [{ case: caseName, value: `not measured: ${reason}`, budget: '', ratio: null }] };
  }
  const line = result.stdout?.trim().split('\n').at(-1) ?? '';
  try {
    return { figures: JSON.parse(line) };
  } catch {
    const reason = (result.stderr || result.stdout || 'no output').trim().split('\n').at(-1);
    return { rows: [{ case: caseName, value: `not measured: ${reason}`, budget: '', ratio: null }] };
  }
};
