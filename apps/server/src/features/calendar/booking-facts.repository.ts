import type { ItemKind } from '@portal/domain/calendar';
import { and, asc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
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

/** What booking reads of a franchise's areas, given its id: chosen test centres, opted-in districts, opted-out sectors. */
const franchiseAreaFacts = (franchiseId: SQL) => ({
  testCentres: sql<number>`(select count(*)::int from ${franchiseTestCentres} c
    where c.proposition_allocation_id = ${franchiseId})`,
  districts: sql<string | null>`(select string_agg(rd.code, ',') from ${coverageDistricts} cd
    join ${areaCoverages} ac on ac.id = cd.coverage_id join ${regionDistricts} rd on rd.id = cd.district_id
    where ac.proposition_allocation_id = ${franchiseId})`,
  sectorOptOuts: sql<string | null>`(select string_agg(rs.code, ',') from ${coverageSectorOptOuts} so
    join ${areaCoverages} ac on ac.id = so.coverage_id join ${regionSectors} rs on rs.id = so.sector_id
    where ac.proposition_allocation_id = ${franchiseId})`,
});

/** What booking knows of one franchise (capacity and travel are null where it has no settings). */
export type FranchiseFacts = {
  capacityMaximum: number | null;
  capacityLocked: boolean | null;
  travelMinutes: number | null;
  testCentres: number;
  districts: string | null;
  sectorOptOuts: string | null;
};

/**
 * What booking needs about a learner beyond the learners feature's answer, in one query: whether they
 * already have a lesson with the instructor, and the capacity, travel time, number of chosen test centres and areas (opted-in districts, opted-out sectors,
 * the areas feature's tables) of the franchise their lessons go under.
 */
export const findBookingFacts = async (
  db: Database,
  instructorId: string,
  learnerId: string,
  franchiseId: string,
): Promise<(FranchiseFacts & { known: boolean }) | null> => {
  const [row] = await db
    .select({
      known: sql<boolean>`exists (select 1 from ${calendarItems} ci where ci.instructor_id = ${instructorId}
        and ci.learner_id = ${learnerId} and ci.status = 'Active')`,
      capacityMaximum: franchiseSettings.capacityMaximum,
      capacityLocked: franchiseSettings.capacityLocked,
      travelMinutes: franchiseSettings.travelMinutes,
      ...franchiseAreaFacts(sql`${propositionAllocations.id}`),
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

const ph = sql.placeholder;

const areasOfPa = franchiseAreaFacts(sql`pa.id`);

// Each franchise of the instructor with what booking knows of it (as findBookingFacts), oldest first (as
// findTravelTimeRows): an instructor has a few, and which one a learner books under comes from the learners service.
const franchisesJson = sql`(select coalesce(json_agg(json_build_object('id', pa.id,
    'capacityMaximum', fs.capacity_maximum, 'capacityLocked', fs.capacity_locked, 'travelMinutes', fs.travel_minutes,
    'testCentres', ${areasOfPa.testCentres}, 'districts', ${areasOfPa.districts},
    'sectorOptOuts', ${areasOfPa.sectorOptOuts}) order by pa.from_date, pa.id), '[]')
  from ${propositionAllocations} pa left join ${franchiseSettings} fs on fs.proposition_allocation_id = pa.id
  where pa.instructor_id = ${ph('instructorId')})`;

// The working hours of every franchise, as findWorkingHours orders them.
const hoursJson = sql`(select coalesce(json_agg(json_build_object('id', h.id, 'lineItemKey', h.proposition_allocation_id,
    'day', h.day, 'start', h.start_minute, 'end', h.end_minute) order by h.proposition_allocation_id, h.day), '[]')
  from ${franchiseWorkingHours} h join ${propositionAllocations} pa on pa.id = h.proposition_allocation_id
  where pa.instructor_id = ${ph('instructorId')})`;

// The Active items and live holds overlapping any window ([froms[i], tos[i]), each slot with its travel before it).
const busyJson = sql`(select coalesce(json_agg(json_build_array(ci.id, ci.kind,
    extract(epoch from ci.start_at) * 1000, extract(epoch from ci.end_at) * 1000, ci.travel_minutes)
    order by ci.start_at, ci.id), '[]')
  from ${calendarItems} ci
  where ci.instructor_id = ${ph('instructorId')} and ci.status in ('Active', 'Pending')
    and (ci.status = 'Active' or ci.pending_expires_at > ${ph('now')}::timestamptz)
    and tstzrange(ci.busy_from, ci.end_at, '[)') && (
      select range_agg(tstzrange(w.f, w.t, '[)'))
      from unnest(${ph('froms')}::timestamptz[], ${ph('tos')}::timestamptz[]) as w(f, t)
    ))`;

// Prepared (one plan, kept): everything availability reads, in one statement that first marks the instructor's
// lapsed holds Deleted (lazy expiry; the reads leave them out by their expiry time, seeing the table as before).
const availabilityFactsQuery = preparedQuery((db: Database) => {
  const expired = db.$with('expired_holds', { id: sql<string>`id` }).as(
    sql`update ${calendarItems} set status = 'Deleted', updated_at = now()
      where instructor_id = ${ph('instructorId')} and status = 'Pending' and pending_expires_at <= ${ph('now')}::timestamptz
      returning id`,
  );
  return db
    .with(expired)
    .select({
      busy: sql<BusyJson[]>`${busyJson}`,
      hours: sql<WorkingHoursJson[]>`${hoursJson}`,
      franchises: sql<Array<FranchiseFacts & { id: string }>>`${franchisesJson}`,
      known: sql<boolean>`exists (select 1 from ${calendarItems} ci where ci.instructor_id = ${ph('instructorId')}
        and ci.learner_id = ${ph('learnerId')}::uuid and ci.status = 'Active')`,
    })
    .from(sql`(values (1)) as one (x)`)
    .prepare('find_availability_facts');
});

type BusyJson = [id: string, kind: string, startMs: number | string, endMs: number | string, travelMinutes: number];
type WorkingHoursJson = { id: string; lineItemKey: string; day: number; start: number | null; end: number | null };

/**
 * Everything availability reads, in one statement: the instructor's Active items and live holds overlapping
 * any of the windows (so a series of slots weeks apart reads only what lies near them), every franchise's
 * working hours (as findWorkingHours) and booking facts (oldest first, as findTravelTimeRows), and whether
 * the learner, when given, has an Active lesson with them already. The same statement first marks their
 * lapsed holds Deleted (lazy expiry, one round trip).
 */
export const expireAndFindAvailabilityFacts = async (
  db: Database,
  instructorId: string,
  learnerId: string | null,
  windows: ReadonlyArray<{ from: Date; to: Date }>,
  now: Date,
) => {
  const [row] = await availabilityFactsQuery(db).execute({
    instructorId,
    learnerId,
    now: now.toISOString(),
    froms: `{${windows.map((w) => w.from.toISOString()).join(',')}}`,
    tos: `{${windows.map((w) => w.to.toISOString()).join(',')}}`,
  });
  return {
    busy: (row?.busy ?? []).map(([id, kind, startMs, endMs, travelMinutes]) => ({
      id,
      kind: kind as ItemKind,
      start: new Date(Number(startMs)),
      end: new Date(Number(endMs)),
      travelMinutes: Number(travelMinutes),
    })),
    workingHours: row?.hours ?? [],
    franchises: row?.franchises ?? [],
    known: Boolean(row?.known),
  };
};
