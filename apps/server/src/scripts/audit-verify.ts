// Checks the office audit trail's hash chain from the first row to the last:
//   npm run audit:verify
// It reads the same configuration as the server (DATABASE_URL, else the embedded database in DATA_DIR, which
// only one process may open: stop the server first). Exits 0 when every row is intact, 1 naming the first row
// that was edited, removed or inserted.
import { parseConfig } from '../config.ts';
import { runUnitOfWork } from '../db/unit-of-work.ts';
import { createAuditService } from '../features/audit/index.ts';
import { systemClock } from '../lib/clock.ts';
import { openConfiguredDatabase } from './script-database.ts';

const { handle, release } = await openConfiguredDatabase(parseConfig(process.env));
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
  await release();
}
