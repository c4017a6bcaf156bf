// The office's chat inbox (issue 25 §1) at the size of the network: the inbox's first page, three text searches and
// "assigned to me", for a Support member of both brands, first on the demo seed with a demo-sized office (60 more
// conversations, so that the first page and a common word's search show a whole page as at network size), then
// with 2,940 more (3,000 instructors in all, twenty messages each, one conversation in four waiting, one in ten
// assigned) on the same database - each at most 1.5x the same call at demo size (DESIGN.md §5). The seed alone has
// two conversations: against it a network page of 50 was compared with a page of 2 and a search that found
// nothing, a ratio of the answer's size rather than of the network's (both still printed). Standalone:
// `npx tsx scripts/bench/inbox-worker.ts [--pg=URL] [--json]`; `npm run bench` runs it through
// scripts/bench/inbox.mjs.
import type { StaffViewer } from '@portal/domain/office';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client.ts';
import { conversations } from '../../apps/server/src/db/schema/messages.ts';
import { runUnitOfWork } from '../../apps/server/src/db/unit-of-work.ts';
import { seedDatabase } from '../../apps/server/src/seed/index.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { benchDeps, benchSeedConfig } from './bench-deps.ts';
import { createScratchDatabase } from './postgres.mjs';
import { timeEach } from './timing.ts';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const DEMO_SIZE = 60;
const INSTRUCTORS = 3000;
const MESSAGES = 20;
/** The booking reference the rare search looks for: one conversation's, at either size. */
const REFERENCE = 'R0036';

/**
 * Instructors `from`..`to` (AA, BSM or both), each with a conversation of twenty messages, each message naming a
 * lesson number and the conversation's booking reference (`R` and the instructor's number in four digits, so that no reference is the start of another), in set-based statements.
 */
const grow = (staffId: string, from: number, to: number) => [
  sql`insert into people (id, first_name, last_name)
    select md5('bench-person-' || g)::uuid, 'Bench', 'Instructor ' || g from generate_series(${from}::int, ${to}::int) g`,
  sql`insert into instructors (id, person_id, adi_number)
    select md5('bench-instructor-' || g)::uuid, md5('bench-person-' || g)::uuid, (700000 + g)::text
    from generate_series(${from}::int, ${to}::int) g`,
  sql`insert into proposition_allocations (instructor_id, proposition_id, from_date)
    select md5('bench-instructor-' || g)::uuid, p.id, '2025-01-06'
    from generate_series(${from}::int, ${to}::int) g
    join (select distinct on (brand) id, brand from propositions where type = 'Full' and transmission = 'Manual'
      order by brand, id) p on g % 3 = 2 or p.brand = case when g % 3 = 0 then 'AADS' else 'BSM' end`,
  // Alternating instructor and office; in one conversation in four the instructor has the last word.
  sql`insert into messages (instructor_id, from_code, agent_name, body, created_at, read_at)
    select md5('bench-instructor-' || g)::uuid,
      case when k % 2 = 1 or (k = ${MESSAGES} and g % 4 = 0) then 1 else 2000 end,
      case when k % 2 = 1 or (k = ${MESSAGES} and g % 4 = 0) then null else 'Bench Agent' end,
      'Message ' || k || ' about lesson ' || (g * 31 + k) % 997 || ', booking R' || lpad(g::text, 4, '0'),
      now() - make_interval(mins => g * 3 + (${MESSAGES} - k) * 600), now()
    from generate_series(${from}::int, ${to}::int) g, generate_series(1, ${MESSAGES}) k`,
  sql`insert into conversations (instructor_id, last_message_at, waiting_since, unanswered, assigned_staff_id)
    select md5('bench-instructor-' || g)::uuid, now() - make_interval(mins => g * 3),
      case when g % 4 = 0 then now() - make_interval(mins => g * 3) end, case when g % 4 = 0 then 1 else 0 end,
      case when g % 10 = 0 then ${staffId}::uuid end
    from generate_series(${from}::int, ${to}::int) g`,
  sql`analyze`,
];

type Services = ReturnType<typeof createServices>;

/** The calls measured, each timed (median) and its answer counted. */
const inboxCalls = (handle: DatabaseHandle, services: Services, staff: StaffViewer) => {
  const list = (input: Parameters<Services['messages']['listInbox']>[1]) => () =>
    runUnitOfWork(handle, () => services.messages.listInbox(staff, input));
  const calls = {
    first: list({ limit: 50 }),
    // A word in every message: a whole page found at either size.
    common: list({ limit: 50, search: 'lesson' }),
    // A word and a lesson number: 60 conversations at network size, one or none at demo size.
    search: list({ limit: 50, search: 'lesson 123' }),
    // A booking reference: one conversation at either size.
    reference: list({ limit: 50, search: REFERENCE }),
    mine: list({ limit: 50, assignedToMe: true }),
  };
  const measure = async () => ({
    first: await timeEach(calls.first, 100),
    common: await timeEach(calls.common, 50),
    search: await timeEach(calls.search, 50),
    reference: await timeEach(calls.reference, 50),
    mine: await timeEach(calls.mine, 100),
  });
  const found = async () => ({
    first: (await calls.first()).items.length,
    common: (await calls.common()).items.length,
    search: (await calls.search()).items.length,
    reference: (await calls.reference()).items.length,
    mine: (await calls.mine()).items.length,
  });
  return { calls, measure, found };
};

export const measureInbox = async (pgAdminUrl?: string) => {
  const scratch = pgAdminUrl ? await createScratchDatabase(pgAdminUrl) : null;
  const handle = await openDatabase(
    scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir: null },
  );
  try {
    await handle.migrate();
    await seedDatabase(handle, benchSeedConfig());
    const services = createServices(benchDeps(handle));
    const member = await runUnitOfWork(handle, () =>
      services.staff.addMember({
        email: 'bench.inbox@office.example',
        name: 'Bench Support',
        password: 'Bench-Inbox-2026',
        roles: ['Support'],
        brands: ['AADS', 'BSM'],
      }),
    );
    const staff: StaffViewer = {
      staffId: member.id,
      name: member.name,
      email: 'bench.inbox@office.example',
      roles: ['Support'],
      brands: ['AADS', 'BSM'],
    };
    const { calls, measure, found } = inboxCalls(handle, services, staff);
    const seedOnly = { first: await timeEach(calls.first, 100), search: await timeEach(calls.search, 50) };
    for (const statement of grow(member.id, 1, DEMO_SIZE)) await handle.db.execute(statement);
    const demo = { ...(await measure()), found: await found() };
    for (const statement of grow(member.id, DEMO_SIZE + 1, INSTRUCTORS)) await handle.db.execute(statement);
    const [count] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(conversations);
    const network = { ...(await measure()), found: await found() };
    return { database: handle.kind, seedOnly, demo, network, conversations: count?.n ?? 0 };
  } finally {
    await handle.close();
    await scratch?.drop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureInbox(option('pg'));
  if (process.argv.includes('--json')) console.log(JSON.stringify(r));
  else {
    console.log(`${r.database}: ${r.conversations} conversations vs ${DEMO_SIZE} more than the seed's at demo size`);
    for (const key of ['first', 'common', 'search', 'reference', 'mine'] as const) {
      const at = (side: typeof r.demo) => `${side[key].toFixed(2)} ms (${side.found[key]} found)`;
      console.log(`${key}: ${at(r.network)} vs ${at(r.demo)}`);
    }
    console.log(
      `the seed alone: page 1 ${r.seedOnly.first.toFixed(2)} ms, 'lesson 123' ${r.seedOnly.search.toFixed(2)} ms`,
    );
  }
}
