import { type DayPart, franchiseTypesTeaching, rankSuggestions, SUGGESTIONS_SHOWN } from '@portal/domain/allocation';
import type { StaffViewer } from '@portal/domain/office';
import { districtOf, sectorOf } from '@portal/domain/postcode';
import { localDateOf } from '@portal/domain/time';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeIntegration } from '../../../test/fixture.ts';
import { withDb } from '../../../test/with-db.ts';
import { allocationQueue } from '../../db/schema/index.ts';
import { propositionIdFor } from '../../seed/foundation.seed.ts';
import { seedId } from '../../seed/seed-id.ts';
import { type CandidateRow, findSuggestions } from './allocation-suggestions.repository.ts';

/*
 * Issue 24 at the size of the network: the suggestions are ranked by the database and only the best are read.
 * Here 30 franchises cover LS11 with every mix of places taken (allocated learners, some rejected), maximums
 * (one locked, one of 0, some without settings) and working hours; for several learners' preferences the page
 * the office is shown must be the first SUGGESTIONS_SHOWN of the domain's rankSuggestions over every candidate.
 */
const FRANCHISES = 30;
const POSTCODE = 'LS11 5AB';

/** The g-th franchise's id: a valid (version 4) uuid, as the allocation command expects. */
const franchiseIdSql = (g: string) =>
  `overlay(overlay(md5('rank-franchise' || ${g}) placing '4' from 13) placing '8' from 17)::uuid`;
const FRANCHISE_ID = franchiseIdSql('g');

const addLeedsFranchises = (db: Parameters<typeof withDb>[0]) =>
  db.execute(sql`
    with n as (select g from generate_series(1, ${FRANCHISES}) g),
    p as (insert into people (id, title, first_name, last_name, email_address)
      select md5('rank-person' || g)::uuid, 'Mr', 'Ranked', 'Instructor ' || g, 'ranked' || g || '@example.com' from n returning id),
    i as (insert into instructors (id, person_id, adi_number, status)
      select md5('rank-instructor' || g)::uuid, md5('rank-person' || g)::uuid, (880000 + g)::text, 'Active' from n returning id),
    f as (insert into proposition_allocations (id, instructor_id, proposition_id, from_date)
      select ${sql.raw(FRANCHISE_ID)}, md5('rank-instructor' || g)::uuid, ${propositionIdFor('aa-full-manual')}::uuid, '2020-01-01' from n returning id),
    s as (insert into franchise_settings (proposition_allocation_id, capacity_maximum, capacity_locked)
      select ${sql.raw(FRANCHISE_ID)}, case when g = 2 then 0 when g = 3 then 3 else 3 + (g * 7) % 10 end, g = 1
      from n where g % 10 <> 0 returning 1),
    w as (insert into franchise_working_hours (proposition_allocation_id, day, start_minute, end_minute)
      select ${sql.raw(FRANCHISE_ID)}, d,
        case when (g + d) % 4 = 0 then null else 420 + ((g * d) % 5) * 120 end,
        case when (g + d) % 4 = 0 then null else 420 + ((g * d) % 5) * 120 + 240 + (g % 3) * 120 end
      from n, generate_series(0, 6) d returning 1),
    c as (insert into area_coverages (id, proposition_allocation_id, region_id)
      select md5('rank-coverage' || g)::uuid, ${sql.raw(FRANCHISE_ID)}, ${seedId('region:LS')}::uuid from n returning 1)
    insert into coverage_districts (coverage_id, district_id)
      select md5('rank-coverage' || g)::uuid, rd.id from n join region_districts rd on rd.code = 'LS11'`);

/** Each franchise's learners: g % 4 allocated (Pending or Approved), and one more rejected for every third. */
const addTheirLearners = async (db: Parameters<typeof withDb>[0]) => {
  await db.execute(sql`insert into people (id, first_name, last_name)
    select md5('rank-learner' || g || '-' || k)::uuid, 'Learner', g || '-' || k
    from generate_series(1, ${FRANCHISES}) g, generate_series(0, 3) k where k < g % 4 or (k = 3 and g % 3 = 0)`);
  await db.execute(sql`insert into learners (id, person_id)
    select md5('rank-learner' || g || '-' || k)::uuid, md5('rank-learner' || g || '-' || k)::uuid
    from generate_series(1, ${FRANCHISES}) g, generate_series(0, 3) k where k < g % 4 or (k = 3 and g % 3 = 0)`);
  await db.execute(sql`insert into learner_allocations (learner_id, proposition_allocation_id, status, purchase_rate_pence)
    select md5('rank-learner' || g || '-' || k)::uuid, ${sql.raw(FRANCHISE_ID)},
      case when k < g % 4 then (case when k % 2 = 0 then 'Approved' else 'Pending' end) else 'Rejected' end, 3000
    from generate_series(1, ${FRANCHISES}) g, generate_series(0, 3) k where k < g % 4 or (k = 3 and g % 3 = 0)`);
};

describeIntegration('allocation suggestions ranked by the database', (fx) => {
  let desk: StaffViewer;
  let counter = 0;

  const queued = async (days: number[], parts: DayPart[]) => {
    counter += 1;
    const [row] = await fx()
      .db.insert(allocationQueue)
      .values({
        brand: 'AADS',
        title: 'Mr',
        firstName: 'Ranked',
        lastName: `Learner${counter}`,
        dateOfBirth: '2007-05-01',
        emailAddress: `ranked${counter}@example.com`,
        line1: '1 Test Street',
        town: 'Leeds',
        postcode: POSTCODE,
        lessonType: 'Standard',
        transmission: 'Manual',
        preferredDays: days,
        preferredParts: parts,
        ratePence: 3600,
        joinedAt: new Date(fx().clock.now().getTime() - counter * 60_000),
      })
      .returning({ id: allocationQueue.id });
    return row!.id;
  };

  /** Every franchise that could take the learner, as the statement ranks them (no page). */
  const everyCandidate = (entryId: string, days: number[], parts: DayPart[]) =>
    withDb(fx().db, () =>
      findSuggestions(
        {
          entryId,
          district: districtOf(POSTCODE)!,
          sector: sectorOf(POSTCODE)!,
          brand: 'AADS',
          transmission: 'Manual',
          franchiseTypes: franchiseTypesTeaching('Standard'),
          passPlus: false,
          today: localDateOf(fx().clock.now()),
          days,
          parts,
        },
        10_000,
      ),
    ) as Promise<CandidateRow[]>;

  beforeAll(async () => {
    const row = await fx().services.staff.addMember({
      email: 'ranking@office.example',
      name: 'Ranking Desk',
      password: 'Ranking-Desk-2026',
      roles: ['Allocations'],
      brands: ['AADS', 'BSM'],
    });
    desk = {
      staffId: row.id,
      name: row.name,
      email: 'ranking@office.example',
      roles: ['Allocations'],
      brands: ['AADS'],
    };
    await addLeedsFranchises(fx().db);
    await addTheirLearners(fx().db);
  });

  const preferences: Array<[number[], DayPart[]]> = [
    [[0, 2, 5], ['Evening']],
    [
      [1, 3],
      ['Morning', 'Afternoon'],
    ],
    [[6, 6, 4], ['Afternoon']],
    [[], []],
    [
      [0, 1, 2, 3, 4, 5, 6],
      ['Morning', 'Afternoon', 'Evening'],
    ],
  ];

  it.each(preferences)(
    'shows the best of every candidate in the domain order, with its reasons (days %j, parts %j)',
    async (days, parts) => {
      const entryId = await queued(days, parts);
      const all = await everyCandidate(entryId, days, parts);
      const ranked = rankSuggestions(
        all.map((r) => ({ ...r, sectorCode: 'LS11 5' })),
        'Standard',
        { days, parts },
      );
      // The statement's own order over every candidate is the domain's, and it leaves out what the domain drops.
      expect(all.map((r) => r.franchiseId)).toEqual(ranked.map((r) => r.franchiseId));
      expect(ranked.length).toBeGreaterThan(SUGGESTIONS_SHOWN);
      expect(new Set(ranked.map((r) => r.taken / r.capacity)).size).toBeGreaterThan(3);

      const detail = await fx().services.allocation.getEntryDetail(desk, entryId);
      expect(detail.suggestions.map((s) => [s.franchiseId, s.reasons])).toEqual(
        ranked.slice(0, SUGGESTIONS_SHOWN).map((s) => [s.franchiseId, s.reasons]),
      );
      expect(detail.moreSuggestions).toBe(true);
    },
  );

  it('leaves out the locked franchise, the one of maximum 0 and a full one, and counts no rejected learner', async () => {
    const entryId = await queued([0], ['Morning']);
    const byId = new Map((await everyCandidate(entryId, [0], ['Morning'])).map((r) => [r.franchiseId, r]));
    const franchise = async (g: number) =>
      (
        (await fx().db.execute(sql`select ${sql.raw(franchiseIdSql(String(g)))}::text as id`)) as unknown as {
          rows: Array<{ id: string }>;
        }
      ).rows[0]!.id;
    expect(byId.has(await franchise(1))).toBe(false); // locked
    expect(byId.has(await franchise(2))).toBe(false); // a maximum of 0
    expect(byId.has(await franchise(3))).toBe(false); // 3 of 3 places taken (and one learner rejected)
    // 2 allocated and 1 rejected of 5: the rejected learner takes no place.
    expect(byId.get(await franchise(6))).toMatchObject({ taken: 2, capacity: 5 });
    expect(byId.get(await franchise(10))).toMatchObject({ taken: 2, capacity: 20 }); // no settings: the default
  });

  it('allocates a franchise that could take the learner though it is not among those shown', async () => {
    const days = [0, 2];
    const entryId = await queued(days, ['Afternoon']);
    const detail = await fx().services.allocation.getEntryDetail(desk, entryId);
    const all = await everyCandidate(entryId, days, ['Afternoon']);
    const last = all.at(-1)!;
    expect(detail.suggestions.map((s) => s.franchiseId)).not.toContain(last.franchiseId);
    const offered = await fx().services.allocation.allocateLearner(desk, { entryId, franchiseId: last.franchiseId });
    expect(offered.state).toBe('Offered');
    expect(offered.offeredTo).toBe(last.instructorName);
  });
});
