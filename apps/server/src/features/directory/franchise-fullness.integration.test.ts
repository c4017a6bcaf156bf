import type { StaffViewer } from '@portal/domain/office';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeIntegration } from '../../../test/fixture.ts';
import { franchiseFull } from './directory.repository.ts';
import { officeGql, staffSession } from './test/office-staff.ts';

/*
 * Issue 24 at the size of the network: the directory's "capacity full" filter starts from franchise_fullness (when
 * each franchise stops being full), which the database keeps. It must agree with the live count of active learners
 * at any moment, follow an allocation, an answer and a lock at once, and take up lessons with the periodic job.
 */

const LOCK = `mutation ($input: CapacityLockInput!) { setCapacityLock(input: $input) { id } }`;
const DAY = 86_400_000;
const member: StaffViewer = {
  staffId: '00000000-0000-4000-8000-00000000f011',
  name: 'Fullness',
  email: 'fullness@office.example',
  roles: ['Support'],
  brands: ['AADS', 'BSM'],
};

type Rows<T> = { rows: T[] };

describeIntegration('franchise fullness, kept by the database', (fx) => {
  let desk: { cookie: string };
  /** A network instructor with one franchise, no settings and no learners: the test's own to fill. */
  let subject: { adi: string; instructorId: string; franchiseId: string };

  const rows = async <T>(query: ReturnType<typeof sql>) => ((await fx().db.execute(query)) as unknown as Rows<T>).rows;

  /** The franchises where the stored fullness and the live count disagree at `at`. */
  const disagreements = (at: Date) => {
    const since = new Date(at.getTime() - 14 * DAY);
    const live = franchiseFull(since);
    return rows<{ id: string }>(sql`select pa.id from proposition_allocations pa
      left join franchise_fullness ff on ff.proposition_allocation_id = pa.id
      where coalesce(ff.full_until > ${since.toISOString()}::timestamptz, false) <> (${live})`);
  };

  /** Whether the "capacity full" filter lists the subject (searched by ADI number), as the directory's resolver asks. */
  const listedFull = async () => {
    const page = await fx().services.directory.searchDirectory(member, { search: subject.adi, capacityFull: true });
    const listed = page.items.find((i) => i.adiNumber === subject.adi);
    // Listed only with the franchise shown full, counted live.
    if (listed) expect(listed.franchises.find((f) => f.id === subject.franchiseId)?.full).toBe(true);
    return listed !== undefined;
  };

  let learnerCount = 0;
  /** A new learner allocated to the subject's franchise; returns the allocation's id. */
  const allocate = async (status: 'Pending' | 'Approved', fromDate: string) => {
    learnerCount += 1;
    const [made] = await rows<{ id: string; learner_id: string }>(sql`with person as (
        insert into people (first_name, last_name) values ('Fullness', ${`Learner ${learnerCount}`}) returning id
      ), learner as (insert into learners (person_id) select id from person returning id)
      insert into learner_allocations (learner_id, proposition_allocation_id, status, purchase_rate_pence, from_date)
      select id, ${subject.franchiseId}, ${status}, 3000, ${fromDate} from learner returning id, learner_id`);
    if (!made) throw new Error('no allocation made');
    return made;
  };

  beforeAll(async () => {
    desk = await staffSession(fx(), ['Allocations'], ['AADS', 'BSM']);
    const [found] = await rows<{ adi: string; instructor_id: string; franchise_id: string }>(sql`
      select i.adi_number as adi, i.id as instructor_id, min(pa.id::text)::uuid as franchise_id
      from instructors i join proposition_allocations pa on pa.instructor_id = i.id
      where i.adi_number like '1001%' and i.status = 'Active'
        and not exists (select 1 from franchise_settings fs join proposition_allocations o on o.id = fs.proposition_allocation_id
          where o.instructor_id = i.id)
      group by i.id having count(*) = 1 order by i.adi_number limit 1`);
    if (!found) throw new Error('the seed has no network instructor with one open franchise');
    subject = { adi: found.adi, instructorId: found.instructor_id, franchiseId: found.franchise_id };
  });

  it('agrees with the live count of active learners at any moment, with no refresh as time passes', async () => {
    await fx().services.directory.refreshFranchiseFullness();
    const now = fx().clock.now().getTime();
    for (const days of [-400, -30, -1, 0, 1, 13, 15, 60, 400]) {
      expect(await disagreements(new Date(now + days * DAY))).toEqual([]);
    }
  });

  it('follows a new maximum, an allocation and an answer at once', async () => {
    expect(await listedFull()).toBe(false);
    await fx().db.execute(
      sql`insert into franchise_settings (proposition_allocation_id, capacity_maximum) values (${subject.franchiseId}, 1)`,
    );
    // Allocated long ago, approved and never taught since: not active, so not full.
    await allocate('Approved', '2020-01-06');
    expect(await listedFull()).toBe(false);
    // Waiting for the instructor's answer counts: full at once.
    const waiting = await allocate('Pending', fromToday(fx().clock.now(), 0));
    expect(await listedFull()).toBe(true);
    // Turned down: open again at once.
    await fx().db.execute(sql`update learner_allocations set status = 'Rejected' where id = ${waiting.id}`);
    expect(await listedFull()).toBe(false);
    await fx().db.execute(
      sql`update franchise_settings set capacity_maximum = 0 where proposition_allocation_id = ${subject.franchiseId}`,
    );
    expect(await listedFull()).toBe(true);
    await fx().db.execute(
      sql`update franchise_settings set capacity_maximum = 1 where proposition_allocation_id = ${subject.franchiseId}`,
    );
    expect(await listedFull()).toBe(false);
    expect(await disagreements(fx().clock.now())).toEqual([]);
  });

  it("follows the office's capacity lock at once", async () => {
    const lock = async (locked: boolean) => {
      const answer = await officeGql(
        fx(),
        LOCK,
        { input: { instructorId: subject.instructorId, franchiseId: subject.franchiseId, locked } },
        desk.cookie,
      );
      expect(answer.errors).toBeUndefined();
    };
    await lock(true);
    expect(await listedFull()).toBe(true);
    await lock(false);
    expect(await listedFull()).toBe(false);
  });

  it('takes up a lesson with the periodic refresh, and lets it lapse 14 days later with none', async () => {
    const [lapsed] = await rows<{ learner_id: string }>(sql`select learner_id from learner_allocations
      where proposition_allocation_id = ${subject.franchiseId} and status = 'Approved'`);
    const start = new Date(fx().clock.now().getTime() + 2 * DAY);
    await fx().db.execute(sql`insert into calendar_items (instructor_id, kind, learner_id, start_at, end_at)
      values (${subject.instructorId}, 'lesson', ${lapsed?.learner_id}, ${start.toISOString()}::timestamptz,
        ${new Date(start.getTime() + 3_600_000).toISOString()}::timestamptz)`);
    await fx().services.directory.refreshFranchiseFullness();
    expect(await listedFull()).toBe(true);
    // Sixteen days after the lesson, the learner is no longer active: open, with no write and no refresh.
    fx().clock.advance(18 * DAY);
    try {
      expect(await listedFull()).toBe(false);
      expect(await disagreements(fx().clock.now())).toEqual([]);
    } finally {
      fx().clock.advance(-18 * DAY);
    }
  });
});

const fromToday = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
