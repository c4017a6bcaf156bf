// Runs a TypeScript bench worker (with tsx) on the run's kind of database (--pg=URL or PGlite) and reads the JSON
// line it prints last: the figures, or a "not measured" row that says why.
//
// The worker runs asynchronously: a synchronous spawn blocked the bench's event loop for the worker's whole run
// (a minute or more while it seeds its own database), longer than the server's keep-alive timeout, so the server
// closed the bench's idle pooled connection unseen and the next suite's first request went out on the closed
// socket ("fetch failed ... other side closed", issue 28 §7).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

/** Runs the worker to its end (killed after `timeoutMs`); its exit code, stdout and stderr, and whether it was stopped. */
const run = (command, args, cwd, timeoutMs) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let stopped = false;
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      stopped = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr, stopped });
    });
  });

/** `timeoutMs`: how long the worker may take (3 minutes unless its suite needs longer, as the fee run does). */
export const runWorker = async (repoRoot, file, caseName, timeoutMs = 180_000) => {
  const pg = process.argv.find((a) => a.startsWith('--pg='));
  const result = await run(
    'npx',
    ['tsx', join(repoRoot, 'scripts/bench', file), '--json', ...(pg ? [pg] : [])],
    repoRoot,
    timeoutMs,
  );
  if (result.stopped) {
    const reason = `stopped after ${Math.round(timeoutMs / 1000)} s`;
    return { rows: [{ case: caseName, value: `not measured: ${reason}`, budget: '', ratio: null }] };
  }
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return { figures: JSON.parse(line) };
  } catch {
    const reason = (result.stderr || result.stdout || 'no output').trim().split('\n').at(-1);
    return { rows: [{ case: caseName, value: `not measured: ${reason}`, budget: '', ratio: null }] };
  }
};
