// The office's chat inbox (issue 25 §1) at the size of the network: the inbox's first page, a text search and
// "assigned to me", for a Support member of both brands, on the demo seed and then with 3,000 more instructors
// (twenty messages each, one conversation in four waiting, one in ten assigned) on the same database - each at
// most 1.5x the same call on the demo data (DESIGN.md §5). Standalone:
// `npx tsx scripts/bench/inbox-worker.ts [--pg=URL] [--json]`; `npm run bench` runs it through
// scripts/bench/inbox.mjs.
import type { StaffViewer } from '@portal/domain/office';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { conversations } from '../../apps/server/src/db/schema/messages.ts';
import { runUnitOfWork } from '../../apps/server/src/db/unit-of-work.ts';
import { seedDatabase } from '../../apps/server/src/seed/index.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { benchDeps, benchSeedConfig } from './bench-deps.ts';
import { createScratchDatabase } from './postgres.mjs';
import { timeEach } from './timing.ts';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const INSTRUCTORS = 3000;
const MESSAGES = 20;

/** 3,000 instructors (AA, BSM or both), each with a conversation of twenty messages, in set-based statements. */
const grow = (staffId: string) => [
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
  // Alternating instructor and office; in one conversation in four the instructor has the last word.
  sql`insert into messages (instructor_id, from_code, agent_name, body, created_at, read_at)
    select md5('bench-instructor-' || g)::uuid,
      case when k % 2 = 1 or (k = ${MESSAGES} and g % 4 = 0) then 1 else 2000 end,
      case when k % 2 = 1 or (k = ${MESSAGES} and g % 4 = 0) then null else 'Bench Agent' end,
      'Message ' || k || ' about lesson ' || (g * 31 + k) % 997,
      now() - make_interval(mins => g * 3 + (${MESSAGES} - k) * 600), now()
    from generate_series(1, ${INSTRUCTORS}) g, generate_series(1, ${MESSAGES}) k`,
  sql`insert into conversations (instructor_id, last_message_at, waiting_since, unanswered, assigned_staff_id)
    select md5('bench-instructor-' || g)::uuid, now() - make_interval(mins => g * 3),
      case when g % 4 = 0 then now() - make_interval(mins => g * 3) end, case when g % 4 = 0 then 1 else 0 end,
      case when g % 10 = 0 then ${staffId}::uuid end
    from generate_series(1, ${INSTRUCTORS}) g`,
  sql`analyze`,
];

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
    const list = (input: Parameters<typeof services.messages.listInbox>[1]) => () =>
      runUnitOfWork(handle, () => services.messages.listInbox(staff, input));
    const calls = {
      first: list({ limit: 50 }),
      search: list({ limit: 50, search: 'lesson 123' }),
      mine: list({ limit: 50, assignedToMe: true }),
    };
    const demo = { first: await timeEach(calls.first, 100), search: await timeEach(calls.search, 50) };
    for (const statement of grow(member.id)) await handle.db.execute(statement);
    const [count] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(conversations);
    const network = {
      first: await timeEach(calls.first, 100),
      search: await timeEach(calls.search, 50),
      mine: await timeEach(calls.mine, 100),
    };
    return { database: handle.kind, demo, network, conversations: count?.n ?? 0 };
  } finally {
    await handle.close();
    await scratch?.drop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureInbox(option('pg'));
  if (process.argv.includes('--json')) console.log(JSON.stringify(r));
  else {
    console.log(`${r.database}: ${r.conversations} conversations`);
    console.log(`inbox page 1: ${r.network.first.toFixed(2)} ms vs demo ${r.demo.first.toFixed(2)} ms`);
    console.log(`text search: ${r.network.search.toFixed(2)} ms vs demo ${r.demo.search.toFixed(2)} ms`);
    console.log(`assigned to me: ${r.network.mine.toFixed(2)} ms vs demo page 1 ${r.demo.first.toFixed(2)} ms`);
  }
}
