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

const TIMEOUT_MS = 180_000;

/** Runs the worker to its end (killed after three minutes); its exit code, stdout and stderr. */
const run = (command, args, cwd) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      stderr += `\nthe worker took more than ${TIMEOUT_MS / 1000} s and was stopped`;
      child.kill('SIGKILL');
    }, TIMEOUT_MS);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });

export const runWorker = async (repoRoot, file, caseName) => {
  const pg = process.argv.find((a) => a.startsWith('--pg='));
  const result = await run(
    'npx',
    ['tsx', join(repoRoot, 'scripts/bench', file), '--json', ...(pg ? [pg] : [])],
    repoRoot,
  );
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return { figures: JSON.parse(line) };
  } catch {
    const reason = (result.stderr || result.stdout || 'no output').trim().split('\n').at(-1);
    return { rows: [{ case: caseName, value: `not measured: ${reason}`, budget: '', ratio: null }] };
  }
};
