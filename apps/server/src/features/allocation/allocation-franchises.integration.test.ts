import { type DayPart, franchiseTypesTeaching } from '@portal/domain/allocation';
import type { StaffViewer } from '@portal/domain/office';
import { localDateOf } from '@portal/domain/time';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { addCalendarInstructor, type CalendarInstructor, setCapacity } from '../../../test/calendar-fixtures.ts';
import { describeIntegration } from '../../../test/fixture.ts';
import { withDb } from '../../../test/with-db.ts';
import { db, inTransaction } from '../../db/unit-of-work.ts';
import { findSuggestions } from './allocation-suggestions.repository.ts';
import { addQueuedLearner } from './test/queued-learner.ts';

/*
 * Issue 24 §4 at the size of the network: the suggestions read one row of allocation_franchises per candidate,
 * which the database keeps from the tables its figures come from. Whoever writes them - an offer, the instructor's
 * answer, a removal, new working hours, a maximum or a lock, areas, the instructor's status, the franchise's end -
 * the row must agree with a fresh count at once, and so must what the office is suggested.
 */

type Rows<T> = { rows: T[] };

/** A fresh count of the franchise's learners allocated and not rejected: the places taken (spec 4 §4). */
const allocatedCount = (franchiseId: SQL) => sql`(select count(*)::int from learner_allocations la
  where la.proposition_allocation_id = ${franchiseId} and la.status <> 'Rejected')`;

describeIntegration('the franchises as the allocation suggestions read them, kept by the database', (fx) => {
  let desk: StaffViewer;
  let subject: CalendarInstructor;

  const rows = async <T>(query: SQL) => ((await fx().db.execute(query)) as unknown as Rows<T>).rows;

  /** The franchises whose kept row disagrees with their tables (or has none). */
  const disagreements = () =>
    rows<{ id: string }>(sql`select pa.id::text as id from proposition_allocations pa
      join instructors i on i.id = pa.instructor_id
      left join franchise_settings fs on fs.proposition_allocation_id = pa.id
      left join allocation_franchises af on af.proposition_allocation_id = pa.id
      cross join lateral (select coalesce(array_agg(cd.district_id), '{}') as districts from area_coverages ac
        join coverage_districts cd on cd.coverage_id = ac.id where ac.proposition_allocation_id = pa.id) as live
      where af.proposition_allocation_id is null
        or (af.instructor_id, af.proposition_id, af.from_date, af.to_date, af.instructor_status, af.capacity_maximum,
            af.capacity_locked) is distinct from (pa.instructor_id, pa.proposition_id, pa.from_date, pa.to_date, i.status,
            fs.capacity_maximum, coalesce(fs.capacity_locked, false))
        or af.taken <> ${allocatedCount(sql`pa.id`)}
        or exists (select 1 from generate_series(0, 6) as d (day)
          left join franchise_working_hours w on w.proposition_allocation_id = pa.id and w.day = d.day
          where (af.day_starts[d.day + 1], af.day_ends[d.day + 1]) is distinct from (w.start_minute, w.end_minute))
        or not (af.districts @> live.districts and af.districts <@ live.districts)
      order by 1`).then((found) => found.map((r) => r.id));

  /**
   * The sectors of each franchise's districts where the kept row and the live rule (an area of the franchise
   * covers the district and does not opt out of the sector) disagree on whether the franchise covers the sector.
   */
  const coverageDisagreements = () =>
    rows<{ franchise: string; sector: string }>(sql`with pairs as (
        select distinct ac.proposition_allocation_id as franchise_id, rd.code as district, rs.id as sector_id, rs.code as sector
        from area_coverages ac join coverage_districts cd on cd.coverage_id = ac.id
        join region_districts rd on rd.id = cd.district_id join region_sectors rs on rs.district_id = rd.id)
      select p.franchise_id::text as franchise, p.sector from pairs p
      join allocation_franchises af on af.proposition_allocation_id = p.franchise_id
      where (af.districts @> array[(select id from region_districts where code = p.district)]
          and not af.excluded_sectors @> array[p.sector_id])
        <> exists (select 1 from area_coverages ac join coverage_districts cd on cd.coverage_id = ac.id
          join region_districts rd on rd.id = cd.district_id
          where ac.proposition_allocation_id = p.franchise_id and rd.code = p.district
            and not exists (select 1 from coverage_sector_opt_outs so where so.coverage_id = ac.id and so.sector_id = p.sector_id))`);

  /** The subject's kept count of places taken, and a fresh count of its learners allocated and not rejected. */
  const taken = async (franchiseId = subject.franchiseId) => {
    const [row] = await rows<{ kept: number; fresh: number }>(sql`select af.taken as kept,
      ${allocatedCount(sql`af.proposition_allocation_id`)} as fresh
      from allocation_franchises af where af.proposition_allocation_id = ${franchiseId}`);
    return row!;
  };

  /** A learner from the booking line, waiting in the queue. */
  const queued = async (postcode: string, days: number[] = [0, 2], parts: DayPart[] = ['Afternoon']) => ({
    id: await addQueuedLearner(fx(), { postcode, days, parts }),
    postcode,
    days,
    parts,
  });

  /** The subject as the office's allocation finds it for a queued learner (undefined: it could not take them). */
  const asCandidate = async (learner: Awaited<ReturnType<typeof queued>>, franchiseId = subject.franchiseId) => {
    const [district, digit] = learner.postcode.split(' ') as [string, string];
    const [row] = await withDb(fx().db, () =>
      findSuggestions(
        {
          entryId: learner.id,
          district,
          sector: `${district} ${digit[0]}`,
          brand: 'AADS',
          transmission: 'Manual',
          franchiseTypes: franchiseTypesTeaching('Standard'),
          passPlus: false,
          today: localDateOf(fx().clock.now()),
          days: learner.days,
          parts: learner.parts,
          franchiseId,
        },
        1,
      ),
    );
    return row;
  };

  /** Offers a queued learner to the subject through the office's allocation; returns the learner's id. */
  const offer = async (learner: Awaited<ReturnType<typeof queued>>) => {
    await fx().services.allocation.allocateLearner(desk, { entryId: learner.id, franchiseId: subject.franchiseId });
    return (await fx().services.allocation.getEntry(desk, learner.id)).learnerId!;
  };

  beforeAll(async () => {
    const row = await fx().services.staff.addMember({
      email: 'kept@office.example',
      name: 'Kept Desk',
      password: 'Kept-Desk-2026',
      roles: ['Allocations'],
      brands: ['AADS', 'BSM'],
    });
    desk = { staffId: row.id, name: row.name, email: 'kept@office.example', roles: ['Allocations'], brands: ['AADS'] };
    subject = await addCalendarInstructor(fx().db, { districts: ['LS6'] });
  });

  it("agrees with every franchise's tables after the seed, its areas' sectors included", async () => {
    expect(await disagreements()).toEqual([]);
    expect(await coverageDisagreements()).toEqual([]);
    expect(await asCandidate(await queued('LS6 2AB'))).toMatchObject({ taken: 0, capacity: 20 });
  });

  it("counts the places taken at once through an offer, the instructor's acceptance and refusal, and a removal", async () => {
    const accepted = await offer(await queued('LS6 2AB'));
    expect(await taken()).toEqual({ kept: 1, fresh: 1 });
    await fx().services.learners.approveLearner(subject.viewer, {
      learnerId: accepted,
      instructorId: subject.instructorId,
    });
    expect(await taken()).toEqual({ kept: 1, fresh: 1 });

    const refused = await offer(await queued('LS6 2AB'));
    expect(await taken()).toEqual({ kept: 2, fresh: 2 });
    expect(await asCandidate(await queued('LS6 3BN'))).toMatchObject({ taken: 2 });
    await fx().services.learners.rejectLearner(subject.viewer, {
      learnerId: refused,
      instructorId: subject.instructorId,
      rejectionReason: 'No evenings left',
    });
    expect(await taken()).toEqual({ kept: 1, fresh: 1 });

    // Full at one place: no longer suggested for the next learner until the place is given back.
    await setCapacity(fx().db, subject.franchiseId, { maximum: 1, locked: false });
    const next = await queued('LS6 2AB');
    expect(await asCandidate(next)).toBeUndefined();
    await fx().db.execute(
      sql`delete from learner_allocations where learner_id = ${accepted} and proposition_allocation_id = ${subject.franchiseId}`,
    );
    expect(await taken()).toEqual({ kept: 0, fresh: 0 });
    expect(await asCandidate(next)).toMatchObject({ taken: 0, capacity: 1 });
    await setCapacity(fx().db, subject.franchiseId, { maximum: 20, locked: false });
    expect(await disagreements()).toEqual([]);
  });

  it("follows working hours, a lock, areas, the instructor's status and the franchise's end at once", async () => {
    const monday = await queued('LS6 2AB', [0], ['Evening']);
    expect((await asCandidate(monday))?.workingHours.find((d) => d.day === 0)).toEqual({
      day: 0,
      start: 480,
      end: 1080,
    });
    await fx().db.execute(sql`update franchise_working_hours set start_minute = 1080, end_minute = 1260
      where proposition_allocation_id = ${subject.franchiseId} and day = 0`);
    expect((await asCandidate(monday))?.workingHours.find((d) => d.day === 0)).toEqual({
      day: 0,
      start: 1080,
      end: 1260,
    });
    await fx().db.execute(
      sql`delete from franchise_working_hours where proposition_allocation_id = ${subject.franchiseId} and day = 0`,
    );
    expect((await asCandidate(monday))?.workingHours.map((d) => d.day)).toEqual([1, 2, 3, 4, 5]);

    await setCapacity(fx().db, subject.franchiseId, { maximum: 20, locked: true });
    expect(await asCandidate(monday)).toBeUndefined();
    await setCapacity(fx().db, subject.franchiseId, { maximum: 20, locked: false });
    expect(await asCandidate(monday)).toBeDefined();

    // One sector of the district left out: not suggested there, still in the district's others.
    const elsewhere = await queued('LS6 3BN');
    await fx().db.execute(sql`insert into coverage_sector_opt_outs (coverage_id, sector_id)
      select ac.id, rs.id from area_coverages ac, region_sectors rs
      where ac.proposition_allocation_id = ${subject.franchiseId} and rs.code = 'LS6 2'`);
    expect(await asCandidate(monday)).toBeUndefined();
    expect(await asCandidate(elsewhere)).toBeDefined();
    expect(await coverageDisagreements()).toEqual([]);
    await fx().db.execute(sql`delete from coverage_sector_opt_outs where coverage_id in
      (select id from area_coverages where proposition_allocation_id = ${subject.franchiseId})`);
    expect(await asCandidate(monday)).toBeDefined();

    await fx().db.execute(sql`update instructors set status = 'Inactive' where id = ${subject.instructorId}`);
    expect(await asCandidate(monday)).toBeUndefined();
    await fx().db.execute(sql`update instructors set status = 'Active' where id = ${subject.instructorId}`);
    expect(await asCandidate(monday)).toBeDefined();

    await fx().db.execute(
      sql`update proposition_allocations set to_date = '2020-12-31' where id = ${subject.franchiseId}`,
    );
    expect(await asCandidate(monday)).toBeUndefined();
    await fx().db.execute(sql`update proposition_allocations set to_date = null where id = ${subject.franchiseId}`);

    // Its area removed: no longer covering LS6.
    await fx().db.execute(sql`delete from coverage_districts where coverage_id in
      (select id from area_coverages where proposition_allocation_id = ${subject.franchiseId})`);
    expect(await asCandidate(elsewhere)).toBeUndefined();
    expect(await disagreements()).toEqual([]);
    expect(await coverageDisagreements()).toEqual([]);
  });

  it('keeps the count right when several offers to one franchise commit at the same moment', async () => {
    const busy = await addCalendarInstructor(fx().db, { districts: ['LS7'] });
    const OFFERS = 6;
    // Each in its own transaction (on PostgreSQL, its own connection), held open after its write so that all of
    // them have written before the first commits.
    await Promise.all(
      Array.from({ length: OFFERS }, (_, k) =>
        withDb(fx().db, () =>
          inTransaction(async () => {
            await db.execute(sql`with person as (
                insert into people (first_name, last_name) values ('Racing', ${`Learner ${k}`}) returning id
              ), learner as (insert into learners (person_id) select id from person returning id)
              insert into learner_allocations (learner_id, proposition_allocation_id, status, purchase_rate_pence)
              select id, ${busy.franchiseId}, 'Pending', 3000 from learner`);
            await db.execute(sql`select pg_sleep(0.05)`);
          }),
        ),
      ),
    );
    expect(await taken(busy.franchiseId)).toEqual({ kept: OFFERS, fresh: OFFERS });
  });
});
