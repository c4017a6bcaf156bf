// Budget (issue 25 §3): at 3,000 instructors, the weekly fee run within 100 ms per invoice (number, ledger entry,
// audit, PDF drawn and kept: 3,000 invoices in 5 minutes), and the same week run again (each franchise already
// billed, nothing written) within 2 s. Measured in process by fee-run-worker.ts (run with tsx) on its own fresh
// seeded database, the same kind as the run (--pg=URL or PGlite).
import { ms, runWorker } from './worker.mjs';

const PER_INVOICE_MS = 100;
const RERUN_MS = 2000;
// Within budget the run alone may take 5 minutes (3,000 x 100 ms), the seed and the second run besides.
const WORKER_TIMEOUT_MS = 10 * 60_000;

export const feeRunSuite = {
  name: 'Fee run: a week at 3,000 instructors, and the same week again',
  async run({ repoRoot }) {
    const { figures, rows } = await runWorker(repoRoot, 'fee-run-worker.ts', 'fee run', WORKER_TIMEOUT_MS);
    if (!figures) return rows;
    const { database, issued, perInvoiceMs, runMs, rerunMs, alreadyBilled } = figures;
    return [
      {
        case: 'runFeeInvoices: per invoice issued',
        value: ms(perInvoiceMs),
        budget: `<= ${PER_INVOICE_MS} ms`,
        ratio: perInvoiceMs / PER_INVOICE_MS,
        limit: 1,
        detail: `${database}, ${issued} invoices in ${(runMs / 1000).toFixed(1)} s, each with its PDF drawn and kept`,
      },
      {
        case: 'runFeeInvoices: the same week again',
        value: ms(rerunMs),
        budget: `<= ${RERUN_MS} ms`,
        ratio: rerunMs / RERUN_MS,
        limit: 1,
        detail: `${database}, ${alreadyBilled} periods already billed, nothing written`,
      },
    ];
  },
};
