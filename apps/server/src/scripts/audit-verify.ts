// Checks the office audit trail's hash chain from the first row to the last:
//   npm run audit:verify
// It reads the same configuration as the server (DATABASE_URL, else the embedded database in DATA_DIR, which
// only one process may open: stop the server first). Exits 0 when every row is intact, 1 naming the first row
// that was edited, removed or inserted.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { acquireDataLock } from '../db/lock.ts';
import { runUnitOfWork } from '../db/unit-of-work.ts';
import { createAuditService } from '../features/audit/index.ts';
import { systemClock } from '../lib/clock.ts';

const config = parseConfig(process.env);
const embedded = !config.DATABASE_URL;
const dataDir = resolve(config.DATA_DIR);
if (embedded) mkdirSync(dataDir, { recursive: true });
const unlock = embedded ? acquireDataLock(dataDir) : () => {};
const handle = await openDatabase(
  embedded ? { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') } : { kind: 'postgres', url: config.DATABASE_URL! },
);
try {
  const verdict = await runUnitOfWork(handle, () => createAuditService({ clock: systemClock }).verify());
  if (verdict.firstBreak) {
    const { seq, problem } = verdict.firstBreak;
    const what = { gap: 'a row is missing or was inserted', link: 'not chained to the row before', hash: 'edited' };
    console.error(
      `The audit trail is broken at row ${seq}: ${what[problem]} (${verdict.rowsChecked} rows intact before it).`,
    );
    process.exitCode = 1;
  } else {
    console.log(`The audit trail is intact: ${verdict.rowsChecked} rows, each chained to the one before.`);
  }
} finally {
  await handle.close();
  unlock();
}
