// The fee run's budget (issue 25 §3): at 3,000 instructors, the weekly run (an invoice per franchise, each in its own
// transaction with its number, ledger entry and PDF drawn and kept) within 100 ms per invoice, and the same week run
// again (everything billed) within 2 s. On a fresh seeded database (PGlite, or a scratch PostgreSQL database with
// --pg=URL). Standalone: `npx tsx scripts/bench/fee-run-worker.ts [--pg=URL] [--json]`; `npm run bench` runs it
// through scripts/bench/fee-run.mjs.
import type { StaffViewer } from '@portal/domain/office';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { db, runUnitOfWork } from '../../apps/server/src/db/unit-of-work.ts';
import { propositionIdFor } from '../../apps/server/src/seed/foundation.seed.ts';
import { seedDatabase } from '../../apps/server/src/seed/index.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { benchDeps, benchSeedConfig } from './bench-deps.ts';
import { createScratchDatabase } from './postgres.mjs';

const INSTRUCTORS = 3000;
const WEEK = '2030-04-29';
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/** 3,000 instructors with an AA Full franchise each (weekly fee). */
const addInstructors = () =>
  db.execute(sql`
    with n as (select g from generate_series(1, ${INSTRUCTORS}) g),
    p as (insert into people (id, title, first_name, last_name, email_address)
      select md5('bench-person' || g)::uuid, 'Mr', 'Bench', 'Instructor ' || g, 'bench' || g || '@example.com' from n returning id),
    i as (insert into instructors (id, person_id, adi_number, status)
      select md5('bench-instructor' || g)::uuid, md5('bench-person' || g)::uuid, (900000 + g)::text, 'Active' from n returning id)
    insert into proposition_allocations (id, instructor_id, proposition_id, from_date)
      select md5('bench-franchise' || g)::uuid, md5('bench-instructor' || g)::uuid, ${propositionIdFor('aa-full-manual')}::uuid, '2020-01-01' from n`);

export const measureFeeRun = async (pgAdminUrl?: string) => {
  const scratch = pgAdminUrl ? await createScratchDatabase(pgAdminUrl) : null;
  const handle = await openDatabase(
    scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir: null },
  );
  try {
    await handle.migrate();
    await seedDatabase(handle, benchSeedConfig());
    await runUnitOfWork(handle, async () => {
      await db.transaction(async () => {
        await addInstructors();
      });
      await db.execute(sql`analyze`);
    });
    const services = createServices(benchDeps(handle));
    const staff = await services.staff.addMember({
      email: 'bench.finance@office.example',
      name: 'Bench Finance',
      password: 'Bench-Finance-2030',
      roles: ['Finance'],
      brands: ['AADS', 'BSM'],
    });
    const finance: StaffViewer = {
      staffId: staff.id,
      name: staff.name,
      email: 'bench.finance@office.example',
      roles: ['Finance'],
      brands: ['AADS', 'BSM'],
    };
    const started = performance.now();
    const first = await services.accounts.runFeeInvoices(finance, { weekStart: WEEK });
    const runMs = performance.now() - started;
    const again = performance.now();
    const second = await services.accounts.runFeeInvoices(finance, { weekStart: WEEK });
    const rerunMs = performance.now() - again;
    return {
      database: handle.kind,
      issued: first.issued.length,
      perInvoiceMs: runMs / Math.max(first.issued.length, 1),
      runMs,
      rerunMs,
      alreadyBilled: second.alreadyBilled,
    };
  } finally {
    await handle.close();
    await scratch?.drop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureFeeRun(option('pg'));
  if (process.argv.includes('--json')) console.log(JSON.stringify(r));
  else
    console.log(
      `${r.database}: ${r.issued} invoices in ${(r.runMs / 1000).toFixed(1)} s (${r.perInvoiceMs.toFixed(1)} ms each); run again ${r.rerunMs.toFixed(0)} ms (${r.alreadyBilled} already billed)`,
    );
}
