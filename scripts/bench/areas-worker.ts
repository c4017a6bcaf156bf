// Areas' budget (issue 15): regionLookup for a one- and a two-character term at most 2x the calendar-week query
// of the same instructor, both as the resolvers call the services, on a fresh seeded database (PGlite, or a
// scratch PostgreSQL database with --pg=URL). Standalone: `npx tsx scripts/bench/areas-worker.ts [--pg=URL]
// [--json]`; `npm run bench` runs it through scripts/bench/areas.mjs.
import { TZDate } from '@date-fns/tz';
import { startOfWeek } from 'date-fns';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { runUnitOfWork } from '../../apps/server/src/db/unit-of-work.ts';
import { franchiseIdFor, instructorIdFor } from '../../apps/server/src/seed/foundation.seed.ts';
import { seedDatabase } from '../../apps/server/src/seed/index.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { benchDeps, benchSeedConfig } from './bench-deps.ts';
import { createScratchDatabase } from './postgres.mjs';
import { compare } from './timing.ts';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const viewer = { instructorId: instructorIdFor('100001') };
const franchiseId = franchiseIdFor('100001', 'aa-full-manual');

export const measureAreas = async (pgAdminUrl?: string) => {
  const scratch = pgAdminUrl ? await createScratchDatabase(pgAdminUrl) : null;
  const handle = await openDatabase(
    scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir: null },
  );
  try {
    await handle.migrate();
    await seedDatabase(handle, benchSeedConfig());
    const services = createServices(benchDeps(handle));
    // Each call as a request makes it: in a unit of work of its own, its reads run together.
    const asRequest =
      <T>(call: () => Promise<T>) =>
      () =>
        runUnitOfWork(handle, call);
    const monday = new Date(startOfWeek(new TZDate(Date.now(), 'Europe/London'), { weekStartsOn: 1 }).getTime());
    const week = () =>
      Promise.all([
        services.calendar.getCalendarEvents(viewer, monday, new Date(monday.getTime() + 7 * 86_400_000)),
        services.calendar.getWorkingHours(viewer),
      ]);
    const lookup = (term: string) => () => services.areas.regionLookup(viewer, { term, propositionId: franchiseId });
    const one = await compare(asRequest(lookup('L')), asRequest(week), 200);
    const two = await compare(asRequest(lookup('NG')), asRequest(week), 200);
    const regions = { one: (await lookup('L')()).length, two: (await lookup('NG')()).length };
    return { database: handle.kind, one, two, regions };
  } finally {
    await handle.close();
    await scratch?.drop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureAreas(option('pg'));
  if (process.argv.includes('--json')) console.log(JSON.stringify(result));
  else {
    for (const [term, r] of [
      ['L', result.one],
      ['NG', result.two],
    ] as const) {
      console.log(
        `${result.database}: regionLookup '${term}' ${r.a.toFixed(2)} ms vs calendar week ${r.b.toFixed(2)} ms: ${(r.a / r.b).toFixed(2)}x (budget <= 2x)`,
      );
    }
  }
}
