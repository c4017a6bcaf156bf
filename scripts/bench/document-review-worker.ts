// The document review queue (issue 24 §5) at the size of the network: the queue's first page, a page deep in it,
// and the expiring list's first page, for a member of both brands, on the demo seed and then with 3,000 more instructors
// (six documents each, one in ten waiting, the rest approved with expiries spread over four years) on the same
// database - each at most 1.5x the same call on the demo data (DESIGN.md §5). Standalone:
// `npx tsx scripts/bench/document-review-worker.ts [--pg=URL] [--json]`; `npm run bench` runs it through
// scripts/bench/document-review.mjs.
import type { StaffViewer } from '@portal/domain/office';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { runUnitOfWork } from '../../apps/server/src/db/unit-of-work.ts';
import { reviewQueueCursor } from '../../apps/server/src/features/details/document-review.service.ts';
import { seedDatabase } from '../../apps/server/src/seed/index.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { benchDeps, benchSeedConfig } from './bench-deps.ts';
import { createScratchDatabase } from './postgres.mjs';
import { timeEach } from './timing.ts';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const INSTRUCTORS = 3000;
const staff: StaffViewer = {
  staffId: '00000000-0000-4000-8000-00000000b0b0',
  name: 'Bench Support',
  email: 'bench@office.example',
  roles: ['Support'],
  brands: ['AADS', 'BSM'],
};

/** 3,000 instructors (AA, BSM or both), six documents each, in a few set-based statements. */
const GROW = [
  sql`insert into people (id, first_name, last_name)
    select md5('bench-person-' || g)::uuid, 'Bench', 'Instructor ' || g from generate_series(1, ${INSTRUCTORS}) g`,
  sql`insert into instructors (id, person_id, adi_number)
    select md5('bench-instructor-' || g)::uuid, md5('bench-person-' || g)::uuid, (700000 + g)::text
    from generate_series(1, ${INSTRUCTORS}) g`,
  sql`insert into proposition_allocations (instructor_id, proposition_id, from_date)
    select md5('bench-instructor-' || g)::uuid, p.id, '2025-01-06'
    from generate_series(1, ${INSTRUCTORS}) g
    join (select distinct on (brand) id, brand from propositions where type = 'Full' and transmission = 'Manual'
      order by brand, id) p on g % 3 = 2 or p.brand = case when g % 3 = 0 then 'AADS' else 'BSM' end`,
  sql`insert into documents (id, instructor_id, owner, document_type, status, expiry, uploaded_at, uploaded_by, sort_order)
    select md5('bench-doc-' || g || '-' || k)::uuid, md5('bench-instructor-' || g)::uuid, 'Customer',
      (array['Driving licence', 'ADI badge', 'DBS certificate', 'Insurance certificate', 'Proof of address', 'Vehicle V5C'])[k],
      case when (g * 7 + k) % 10 = 0 then 'FOR_APPROVAL' else 'APPROVED' end,
      case when (g * 7 + k) % 10 <> 0 and k <= 4 then current_date + ((g * 37 + k * 11) % 1460) end,
      now() - make_interval(mins => g * 6 + k), 'Instructor', k
    from generate_series(1, ${INSTRUCTORS}) g, generate_series(1, 6) k`,
  sql`insert into document_files (document_id, version, blob_key, content_type, file_name, size, uploaded_at)
    select d.id, 1, 'bench/' || d.id, 'application/pdf', d.document_type || '.pdf', 1000, d.uploaded_at
    from documents d join instructors i on i.id = d.instructor_id where i.adi_number::int > 700000`,
  sql`analyze`,
];

export const measureDocumentReview = async (pgAdminUrl?: string) => {
  const scratch = pgAdminUrl ? await createScratchDatabase(pgAdminUrl) : null;
  const handle = await openDatabase(
    scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir: null },
  );
  try {
    await handle.migrate();
    await seedDatabase(handle, benchSeedConfig());
    const services = createServices(benchDeps(handle));
    let deepStart: string | null = null;
    const calls = {
      first: () => runUnitOfWork(handle, () => services.details.listDocumentReviewQueue(staff, { limit: 25 })),
      // Page 41: from where page 40 ended (the 1,000th waiting document; keyset paging since issue 24's scaling work).
      deep: () =>
        runUnitOfWork(handle, () => services.details.listDocumentReviewQueue(staff, { limit: 25, after: deepStart })),
      expiring: () => runUnitOfWork(handle, () => services.details.listExpiringDocuments(staff, { limit: 25 })),
    };
    const demo = { first: await timeEach(calls.first, 100), expiring: await timeEach(calls.expiring, 100) };
    for (const statement of GROW) await handle.db.execute(statement);
    const [thousandth] = (
      (await handle.db.execute(sql`select id, ((extract(epoch from uploaded_at) * 1000000)::bigint)::text as "uploadedMicros" from documents
        where status = 'FOR_APPROVAL' and owner = 'Customer' order by uploaded_at, id offset 999 limit 1`)) as unknown as {
        rows: Array<{ id: string; uploadedMicros: string }>;
      }
    ).rows;
    deepStart = thousandth ? reviewQueueCursor(thousandth) : null;
    const waiting = (
      (await handle.db.execute(
        sql`select count(*)::int as n from documents where status = 'FOR_APPROVAL' and owner = 'Customer'`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows[0]?.n;
    const network = {
      first: await timeEach(calls.first, 100),
      deep: await timeEach(calls.deep, 100),
      expiring: await timeEach(calls.expiring, 100),
    };
    // The list is paged (25 a page, from the soonest): how many expire in all, for the row's detail.
    const expiring = (
      (await handle.db.execute(
        sql`select count(*)::int as n from documents where status = 'APPROVED' and expiry between current_date and current_date + 30`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows[0]?.n;
    return { database: handle.kind, demo, network, waiting, expiring };
  } finally {
    await handle.close();
    await scratch?.drop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureDocumentReview(option('pg'));
  if (process.argv.includes('--json')) console.log(JSON.stringify(r));
  else {
    console.log(`${r.database}: ${r.waiting} waiting, ${r.expiring} expiring within 30 days`);
    console.log(`queue page 1: ${r.network.first.toFixed(2)} ms vs demo ${r.demo.first.toFixed(2)} ms`);
    console.log(`queue page 41: ${r.network.deep.toFixed(2)} ms vs demo page 1 ${r.demo.first.toFixed(2)} ms`);
    console.log(`expiring: ${r.network.expiring.toFixed(2)} ms vs demo ${r.demo.expiring.toFixed(2)} ms`);
  }
}
