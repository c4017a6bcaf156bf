import type { ItemKind } from '@portal/domain/calendar';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { calendarItems } from '../../db/schema/calendar.ts';
import { propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import { db, preparedQuery, read, readValue } from '../../db/unit-of-work.ts';
import { franchiseAreaCodes } from '../areas/public.repository.ts';
import { selectLearnerActivity } from '../learners/public.repository.ts';
import { findWorkingHours, settingsOfFranchises, testCentreCount } from '../preferences/public.repository.ts';

export { findWorkingHours } from '../preferences/public.repository.ts';

/** One row per learner allocated to the franchise, with what decides whether they are active (spec 4 §4). */
export const findLearnerActivity = (instructorId: string, franchiseId: string, now: Date) =>
  selectLearnerActivity(instructorId, now.toISOString(), franchiseId);

const allLearnerActivityQuery = preparedQuery(() =>
  selectLearnerActivity(sql.placeholder('instructorId'), sql.placeholder('now')),
);

/** The activity of the learners of every franchise of the instructor (a read that joins the request's batch). */
export const findAllLearnerActivity = (instructorId: string, now: Date) =>
  read(allLearnerActivityQuery(), { instructorId, now: now.toISOString() });

const settings = settingsOfFranchises();
const franchiseKey = sql`${propositionAllocations.id}`;

/**
 * What booking knows of each franchise (as FranchiseFacts), with `more` columns, oldest first: its car, its
 * settings (the preferences'), its chosen test centres and its areas (the areas').
 */
const selectFranchiseFacts = <More extends SelectedFields>(more: More) =>
  db
    .select({
      id: propositionAllocations.id,
      transmission: propositions.transmission,
      capacityMaximum: settings.capacityMaximum,
      capacityLocked: settings.capacityLocked,
      travelMinutes: settings.travelMinutes,
      testCentres: testCentreCount(franchiseKey),
      ...franchiseAreaCodes(franchiseKey),
      ...more,
    })
    .from(propositionAllocations)
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .leftJoin(settings, eq(settings.franchiseId, propositionAllocations.id))
    .orderBy(asc(propositionAllocations.fromDate), asc(propositionAllocations.id))
    .$dynamic();

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
  const [row] = await selectFranchiseFacts({
    known: sql<boolean>`exists (select 1 from ${calendarItems} ci where ci.instructor_id = ${instructorId}
        and ci.learner_id = ${learnerId} and ci.status = 'Active')`,
  })
    .where(and(eq(propositionAllocations.id, franchiseId), eq(propositionAllocations.instructorId, instructorId)))
    .limit(1);
  return row ?? null;
};

/** The instructor's travel time per franchise (null where the franchise has no setting). */
export const findTravelTimeRows = (instructorId: string) =>
  db
    .select({ lineItemKey: propositionAllocations.id, time: settings.travelMinutes })
    .from(propositionAllocations)
    .leftJoin(settings, eq(settings.franchiseId, propositionAllocations.id))
    .where(eq(propositionAllocations.instructorId, instructorId))
    .orderBy(asc(propositionAllocations.fromDate), asc(propositionAllocations.id));

const ph = sql.placeholder;

// Each franchise of the instructor with what booking knows of it (as findBookingFacts), oldest first (as
// findTravelTimeRows): an instructor has a few, and which one a learner books under comes from the learners service.
const franchisesQuery = preparedQuery(() =>
  selectFranchiseFacts({}).where(eq(propositionAllocations.instructorId, ph('instructorId'))),
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
