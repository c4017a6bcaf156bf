import { and, asc, eq, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  areaCoverages,
  calendarItems,
  coverageDistricts,
  coverageSectorOptOuts,
  franchiseSettings,
  franchiseTestCentres,
  franchiseWorkingHours,
  learnerAllocations,
  propositionAllocations,
  propositions,
  regionDistricts,
  regionSectors,
} from '../../db/schema/index.ts';
import { preparedQuery } from '../../lib/prepared-query.ts';
import type { ItemKind } from './calendar.repository.ts';

/** Working hours of all the instructor's franchises, by franchise and day. */
const workingHoursQuery = preparedQuery((db: Database) =>
  db
    .select({
      id: franchiseWorkingHours.id,
      lineItemKey: franchiseWorkingHours.propositionAllocationId,
      day: franchiseWorkingHours.day,
      start: franchiseWorkingHours.startMinute,
      end: franchiseWorkingHours.endMinute,
    })
    .from(franchiseWorkingHours)
    .innerJoin(propositionAllocations, eq(propositionAllocations.id, franchiseWorkingHours.propositionAllocationId))
    .where(eq(propositionAllocations.instructorId, sql.placeholder('instructorId')))
    .orderBy(asc(franchiseWorkingHours.propositionAllocationId), asc(franchiseWorkingHours.day))
    .prepare('find_working_hours'),
);

export const findWorkingHours = (db: Database, instructorId: string) => workingHoursQuery(db).execute({ instructorId });

/**
 * One row per learner allocated to the franchise, with what decides whether they are active (spec 4 §4):
 * the first allocation's status and date, Motability, a future lesson and the last lesson.
 */
export const findLearnerActivity = (db: Database, instructorId: string, franchiseId: string, now: Date) =>
  activitySelect(db, instructorId, now.toISOString(), franchiseId);

/** The activity of the learners of every franchise of the instructor: built once; run with `{ instructorId, now }`. */
export const allLearnerActivityQuery = preparedQuery((db: Database) =>
  activitySelect(db, sql.placeholder('instructorId'), sql.placeholder('now')),
);

const activitySelect = (
  db: Database,
  instructorId: string | Placeholder,
  at: string | Placeholder,
  franchiseId?: string,
) =>
  db
    .select({
      franchiseId: learnerAllocations.propositionAllocationId,
      learnerId: learnerAllocations.learnerId,
      status: learnerAllocations.status,
      fromDate: learnerAllocations.fromDate,
      motability: sql<boolean>`${propositions.type} = 'Motability' or ${learnerAllocations.productCategory} = 'Motability'`,
      // The instructor's active lessons with the learner, in one pass (a join grouped per allocation).
      hasFutureLesson: sql<boolean>`coalesce(bool_or(${calendarItems.startAt} > ${at}::timestamptz), false)`,
      lastLesson: sql<
        string | Date | null
      >`max(${calendarItems.startAt}) filter (where ${calendarItems.startAt} <= ${at}::timestamptz)`,
    })
    .from(learnerAllocations)
    .innerJoin(propositionAllocations, eq(propositionAllocations.id, learnerAllocations.propositionAllocationId))
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .leftJoin(
      calendarItems,
      and(
        eq(calendarItems.instructorId, propositionAllocations.instructorId),
        eq(calendarItems.learnerId, learnerAllocations.learnerId),
        eq(calendarItems.status, 'Active'),
      ),
    )
    .where(
      and(
        franchiseId ? eq(learnerAllocations.propositionAllocationId, franchiseId) : undefined,
        eq(propositionAllocations.instructorId, instructorId),
        sql`${learnerAllocations.status} <> 'Rejected'`,
      ),
    )
    .groupBy(learnerAllocations.id, propositions.type);

/**
 * What booking needs about a learner beyond the learners feature's answer, in one query: whether they
 * already have a lesson with the instructor, and the capacity, travel time, number of chosen test centres and areas (opted-in districts, opted-out sectors,
 * the areas feature's tables) of the franchise their lessons go under.
 */
export const findBookingFacts = async (db: Database, instructorId: string, learnerId: string, franchiseId: string) => {
  const [row] = await db
    .select({
      known: sql<boolean>`exists (select 1 from ${calendarItems} ci where ci.instructor_id = ${instructorId}
        and ci.learner_id = ${learnerId} and ci.status = 'Active')`,
      capacityMaximum: franchiseSettings.capacityMaximum,
      capacityLocked: franchiseSettings.capacityLocked,
      travelMinutes: franchiseSettings.travelMinutes,
      testCentres: sql<number>`(select count(*)::int from ${franchiseTestCentres} c
        where c.proposition_allocation_id = ${propositionAllocations.id})`,
      districts: sql<string | null>`(select string_agg(rd.code, ',') from ${coverageDistricts} cd
        join ${areaCoverages} ac on ac.id = cd.coverage_id join ${regionDistricts} rd on rd.id = cd.district_id
        where ac.proposition_allocation_id = ${propositionAllocations.id})`,
      sectorOptOuts: sql<string | null>`(select string_agg(rs.code, ',') from ${coverageSectorOptOuts} so
        join ${areaCoverages} ac on ac.id = so.coverage_id join ${regionSectors} rs on rs.id = so.sector_id
        where ac.proposition_allocation_id = ${propositionAllocations.id})`,
    })
    .from(propositionAllocations)
    .leftJoin(franchiseSettings, eq(franchiseSettings.propositionAllocationId, propositionAllocations.id))
    .where(and(eq(propositionAllocations.id, franchiseId), eq(propositionAllocations.instructorId, instructorId)))
    .limit(1);
  return row ?? null;
};

/** The instructor's travel time per franchise (null where the franchise has no setting). */
export const findTravelTimeRows = (db: Database, instructorId: string) =>
  db
    .select({ lineItemKey: propositionAllocations.id, time: franchiseSettings.travelMinutes })
    .from(propositionAllocations)
    .leftJoin(franchiseSettings, eq(franchiseSettings.propositionAllocationId, propositionAllocations.id))
    .where(eq(propositionAllocations.instructorId, instructorId))
    .orderBy(asc(propositionAllocations.fromDate), asc(propositionAllocations.id));

type BusyRow = { id: string; kind: string; start_ms: number | string; end_ms: number | string; travel_minutes: number };

/**
 * What availability must avoid: the instructor's Active items and live holds overlapping any of the windows
 * (each slot with its travel before it), so a series of slots weeks apart reads only what lies near them. The
 * same statement first marks their lapsed holds Deleted (lazy expiry, one round trip).
 */
export const expireAndFindBusyItems = async (
  db: Database,
  instructorId: string,
  windows: ReadonlyArray<{ from: Date; to: Date }>,
  now: Date,
) => {
  const at = now.toISOString();
  const froms = `{${windows.map((w) => w.from.toISOString()).join(',')}}`;
  const tos = `{${windows.map((w) => w.to.toISOString()).join(',')}}`;
  const result = await db.execute<BusyRow>(sql`
    with expired as (
      update ${calendarItems} set status = 'Deleted', updated_at = now()
      where instructor_id = ${instructorId} and status = 'Pending' and pending_expires_at <= ${at}::timestamptz
      returning id
    )
    select id, kind, extract(epoch from start_at) * 1000 as start_ms, extract(epoch from end_at) * 1000 as end_ms,
      travel_minutes
    from ${calendarItems}
    where instructor_id = ${instructorId} and status in ('Active', 'Pending')
      and (status = 'Active' or pending_expires_at > ${at}::timestamptz)
      and tstzrange(busy_from, end_at, '[)') && (
        select range_agg(tstzrange(w.f, w.t, '[)'))
        from unnest(${froms}::timestamptz[], ${tos}::timestamptz[]) as w(f, t)
      )`);
  return (result as unknown as { rows: BusyRow[] }).rows.map((row) => ({
    id: row.id,
    kind: row.kind as ItemKind,
    start: new Date(Number(row.start_ms)),
    end: new Date(Number(row.end_ms)),
    travelMinutes: Number(row.travel_minutes),
  }));
};
