import type { ItemKind } from '@portal/domain/calendar';
import { and, asc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
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
import { db, preparedQuery, read, readValue } from '../../db/unit-of-work.ts';

/** Working hours of all the instructor's franchises, by franchise and day. */
const workingHoursQuery = preparedQuery(() =>
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
    .orderBy(asc(franchiseWorkingHours.propositionAllocationId), asc(franchiseWorkingHours.day)),
);

export const findWorkingHours = (instructorId: string) => read(workingHoursQuery(), { instructorId });

/**
 * One row per learner allocated to the franchise, with what decides whether they are active (spec 4 §4):
 * the first allocation's status and date, Motability, a future lesson and the last lesson.
 */
export const findLearnerActivity = (instructorId: string, franchiseId: string, now: Date) =>
  activitySelect(instructorId, now.toISOString(), franchiseId);

const allLearnerActivityQuery = preparedQuery(() =>
  activitySelect(sql.placeholder('instructorId'), sql.placeholder('now')),
);

/** The activity of the learners of every franchise of the instructor (a read that joins the request's batch). */
export const findAllLearnerActivity = (instructorId: string, now: Date) =>
  read(allLearnerActivityQuery(), { instructorId, now: now.toISOString() });

const activitySelect = (instructorId: string | Placeholder, at: string | Placeholder, franchiseId?: string) =>
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
  /** The franchise's car: a lesson booked under it shows it. */
  transmission: 'Manual' | 'Automatic';
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
  instructorId: string,
  learnerId: string,
  franchiseId: string,
): Promise<(FranchiseFacts & { known: boolean }) | null> => {
  const [row] = await db
    .select({
      known: sql<boolean>`exists (select 1 from ${calendarItems} ci where ci.instructor_id = ${instructorId}
        and ci.learner_id = ${learnerId} and ci.status = 'Active')`,
      transmission: propositions.transmission,
      capacityMaximum: franchiseSettings.capacityMaximum,
      capacityLocked: franchiseSettings.capacityLocked,
      travelMinutes: franchiseSettings.travelMinutes,
      ...franchiseAreaFacts(sql`${propositionAllocations.id}`),
    })
    .from(propositionAllocations)
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .leftJoin(franchiseSettings, eq(franchiseSettings.propositionAllocationId, propositionAllocations.id))
    .where(and(eq(propositionAllocations.id, franchiseId), eq(propositionAllocations.instructorId, instructorId)))
    .limit(1);
  return row ?? null;
};

/** The instructor's travel time per franchise (null where the franchise has no setting). */
export const findTravelTimeRows = (instructorId: string) =>
  db
    .select({ lineItemKey: propositionAllocations.id, time: franchiseSettings.travelMinutes })
    .from(propositionAllocations)
    .leftJoin(franchiseSettings, eq(franchiseSettings.propositionAllocationId, propositionAllocations.id))
    .where(eq(propositionAllocations.instructorId, instructorId))
    .orderBy(asc(propositionAllocations.fromDate), asc(propositionAllocations.id));

const ph = sql.placeholder;

// Each franchise of the instructor with what booking knows of it (as findBookingFacts), oldest first (as
// findTravelTimeRows): an instructor has a few, and which one a learner books under comes from the learners service.
const franchisesQuery = preparedQuery(() =>
  db
    .select({
      id: propositionAllocations.id,
      transmission: propositions.transmission,
      capacityMaximum: franchiseSettings.capacityMaximum,
      capacityLocked: franchiseSettings.capacityLocked,
      travelMinutes: franchiseSettings.travelMinutes,
      ...franchiseAreaFacts(sql`${propositionAllocations.id}`),
    })
    .from(propositionAllocations)
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .leftJoin(franchiseSettings, eq(franchiseSettings.propositionAllocationId, propositionAllocations.id))
    .where(eq(propositionAllocations.instructorId, ph('instructorId')))
    .orderBy(asc(propositionAllocations.fromDate), asc(propositionAllocations.id)),
);

// The Active items and live holds (lapsed ones left out by their expiry time) overlapping any window
// ([froms[i], tos[i]), each slot with its travel before it).
const busyQuery = preparedQuery(() =>
  db
    .select({
      id: calendarItems.id,
      kind: calendarItems.kind,
      start: calendarItems.startAt,
      end: calendarItems.endAt,
      travelMinutes: calendarItems.travelMinutes,
    })
    .from(calendarItems)
    .where(
      and(
        eq(calendarItems.instructorId, ph('instructorId')),
        sql`${calendarItems.status} in ('Active', 'Pending')`,
        sql`(${calendarItems.status} = 'Active' or ${calendarItems.pendingExpiresAt} > ${ph('now')}::timestamptz)`,
        sql`tstzrange(${calendarItems.busyFrom}, ${calendarItems.endAt}, '[)') && (
          select range_agg(tstzrange(w.f, w.t, '[)'))
          from unnest(${ph('froms')}::timestamptz[], ${ph('tos')}::timestamptz[]) as w(f, t))`,
      ),
    )
    .orderBy(asc(calendarItems.startAt), asc(calendarItems.id)),
);

const knownLearner = sql<boolean>`exists (select 1 from ${calendarItems} ci
  where ci.instructor_id = ${ph('instructorId')} and ci.learner_id = ${ph('learnerId')}::uuid and ci.status = 'Active')`;

/**
 * Everything availability reads, as reads that join the request's batch (with the learners service's read of
 * the learner, one statement): the instructor's Active items and live holds overlapping any of the windows (so a
 * series of slots weeks apart reads only what lies near them), every franchise's working hours (as
 * findWorkingHours) and booking facts (oldest first, as findTravelTimeRows), and whether the learner, when given,
 * has an Active lesson with them already.
 */
export const findAvailabilityFacts = async (
  instructorId: string,
  learnerId: string | null,
  windows: ReadonlyArray<{ from: Date; to: Date }>,
  now: Date,
) => {
  const [busy, workingHours, franchises, known] = await Promise.all([
    read(busyQuery(), {
      instructorId,
      now: now.toISOString(),
      froms: `{${windows.map((w) => w.from.toISOString()).join(',')}}`,
      tos: `{${windows.map((w) => w.to.toISOString()).join(',')}}`,
    }),
    findWorkingHours(instructorId),
    read(franchisesQuery(), { instructorId }),
    readValue(knownLearner, { instructorId, learnerId }),
  ]);
  return {
    busy: busy.map((item) => ({ ...item, kind: item.kind as ItemKind })),
    workingHours,
    franchises,
    known: Boolean(known),
  };
};
