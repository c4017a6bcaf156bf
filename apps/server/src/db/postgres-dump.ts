import { spawn } from 'node:child_process';

/** Runs a PostgreSQL client program (pg_dump, pg_restore); rejects with its last words when it fails. */
export const runPgTool = (program: string, args: string[]): Promise<void> =>
  new Promise((done, fail) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2000);
    });
    child.on('error', (error) =>
      fail(new Error(`${program} could not start (${error.message}): install PostgreSQL's client programs`)),
    );
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`${program} failed: ${errors.trim()}`))));
  });

/** pg_dump's custom format: one consistent snapshot, taken while the database serves; restored by pg_restore. */
export const dumpPostgres = (url: string, file: string): Promise<void> =>
  runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);

/** Restores a dump into an empty database (its schema, data, sequences and triggers, including drizzle's). */
export const restorePostgres = (url: string, file: string): Promise<void> =>
  runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, file]);
