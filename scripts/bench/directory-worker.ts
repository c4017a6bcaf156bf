// The directory's budget (issue 24 §3, DESIGN.md §5 "at the size of the network"): the office's directory search
// at 3,000 instructors at most 1.5x the same search on the demo data, for the first page, an ADI-number search and
// the "capacity full" filter, each as the resolver calls the service, on a fresh seeded database (PGlite, or a
// scratch PostgreSQL database with --pg=URL). Standalone: `npx tsx scripts/bench/directory-worker.ts [--pg=URL]
// [--json] [--explain]`; `npm run bench` runs it through scripts/bench/directory.mjs.
import { directorySearchTerms, type StaffViewer } from '@portal/domain/office';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { db, runUnitOfWork } from '../../apps/server/src/db/unit-of-work.ts';
import { searchInstructors } from '../../apps/server/src/features/directory/directory.repository.ts';
import { seedDatabase } from '../../apps/server/src/seed/index.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { benchDeps, benchSeedConfig } from './bench-deps.ts';
import { addNetwork, NETWORK_INSTRUCTORS } from './directory-network.ts';
import { createScratchDatabase } from './postgres.mjs';
import { timeEach } from './timing.ts';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const staff: StaffViewer = {
  staffId: '00000000-0000-4000-8000-000000000001',
  name: 'Bench',
  email: 'bench@office.example',
  roles: ['Allocations'],
  brands: ['AADS', 'BSM'],
};
export const CASES = {
  'first page': {},
  'ADI number search': { search: '1000' },
  'capacity full filter': { capacityFull: true },
} as const;

/** The plans of the cases at network size (`--explain`): looking for sequential scans of large tables. */
const explain = async (handle: Parameters<typeof runUnitOfWork>[0]) => {
  for (const [capacityFull, search] of [
    [null, null],
    [null, '1000'],
    [true, null],
  ] as const) {
    const query = () =>
      searchInstructors({
        brands: ['AADS', 'BSM'],
        statuses: null,
        propositionType: null,
        capacityFull,
        terms: directorySearchTerms(search),
        activeSince: new Date(Date.now() - 14 * 86_400_000),
        after: null,
        limit: 26,
      });
    const plan = await runUnitOfWork(handle, () => db.execute(sql`explain analyze ${query()}`));
    const rows = (plan as unknown as { rows: Array<Record<string, string>> }).rows;
    console.error(rows.map((r) => Object.values(r)[0]).join('\n'));
  }
};

export const measureDirectory = async (pgAdminUrl?: string) => {
  const scratch = pgAdminUrl ? await createScratchDatabase(pgAdminUrl) : null;
  const handle = await openDatabase(
    scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir: null },
  );
  try {
    await handle.migrate();
    await seedDatabase(handle, benchSeedConfig());
    const services = createServices(benchDeps(handle));
    const search = (input: object) => () =>
      runUnitOfWork(handle, () => services.directory.searchDirectory(staff, input));
    const run = async () => {
      const figures: Record<string, { ms: number; total: number }> = {};
      // `total`: the instructors on the first page (the directory counts no total since issue 24's scaling work).
      for (const [name, input] of Object.entries(CASES)) {
        figures[name] = { ms: await timeEach(search(input), 40, 5), total: (await search(input)()).items.length };
      }
      return figures;
    };
    const demo = await run();
    await addNetwork(handle);
    const network = await run();
    if (process.argv.includes('--explain')) await explain(handle);
    return { database: handle.kind, instructors: NETWORK_INSTRUCTORS, demo, network };
  } finally {
    await handle.close();
    await scratch?.drop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureDirectory(option('pg'));
  if (process.argv.includes('--json')) console.log(JSON.stringify(result));
  else {
    for (const name of Object.keys(CASES)) {
      const [d, n] = [result.demo[name]!, result.network[name]!];
      console.log(
        `${result.database}: directory ${name}: ${n.ms.toFixed(2)} ms at ${result.instructors} more instructors (${n.total} on the page) vs ${d.ms.toFixed(2)} ms on the demo data (${d.total} on the page): ${(n.ms / d.ms).toFixed(2)}x (budget <= 1.5x)`,
      );
    }
  }
}
