import type { BrandCode, PropositionType, Transmission } from '@portal/domain/access';
import { type DayPart, dayPartMinutes, type WorkingDay } from '@portal/domain/allocation';
import { DEFAULT_CAPACITY } from '@portal/domain/preferences';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { allocationAttempts } from '../../db/schema/allocation.ts';
import { instructors, propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import { people } from '../../db/schema/people.ts';
import { db } from '../../db/unit-of-work.ts';
import { franchisesCoveringSector } from '../areas/public.repository.ts';
import { allocatedLearnerCount } from '../learners/public.repository.ts';
import {
  hasLessonTypeOn,
  matchingWorkingDays,
  settingsOfFranchises,
  workingHoursJson,
} from '../preferences/public.repository.ts';

export type CandidateFilter = {
  entryId: string;
  district: string;
  sector: string;
  brand: BrandCode;
  transmission: Transmission;
  franchiseTypes: readonly PropositionType[];
  passPlus: boolean;
  today: string;
  /** The learner's preferred days (0 = Monday) and parts of the day: the ranking's matching days. */
  days: readonly number[];
  parts: readonly DayPart[];
  /** Only this franchise (an allocation checks the one chosen). */
  franchiseId?: string;
};

/**
 * The best `limit` franchises that could take a queued learner, in one statement: current, of an active
 * instructor, of the learner's brand and transmission, of a type that teaches the lesson, covering the learner's
 * sector, with open places (allocated learners below a maximum above 0) and not locked, and whose instructor has
 * not turned this learner down; ranked as the domain's `rankSuggestions` ranks them (its integration test holds the
 * two to the same order): those working at least one preferred day first (when days are given), then the emptiest
 * (share of places taken), then the most preferred days worked, then the franchise id. Each candidate costs a few
 * index probes (its settings, its allocated learners, its working hours on the preferred days); only the page's
 * rows read names and working hours (for the reasons).
 */
export const findSuggestions = (f: CandidateFilter, limit: number) => {
  const ranked = rankedCandidates(f, limit);
  return db
    .select({
      franchiseId: ranked.franchiseId,
      instructorId: ranked.instructorId,
      instructorName: sql<string>`${people.firstName} || ' ' || ${people.lastName}`,
      adiNumber: instructors.adiNumber,
      franchiseName: ranked.franchiseName,
      transmission: ranked.transmission,
      capacity: ranked.capacity,
      taken: ranked.taken,
      workingHours: workingHoursJson(sql`${ranked.franchiseId}`),
    })
    .from(ranked)
    .innerJoin(instructors, eq(instructors.id, ranked.instructorId))
    .innerJoin(people, eq(people.id, instructors.personId))
    .orderBy(
      sql`${ranked.preferred} desc`,
      sql`${ranked.taken}::float8 / ${ranked.capacity}`,
      sql`${ranked.matching} desc`,
      ranked.franchiseId,
    );
};

/** The candidates with their figures (places, matching days), best first, `limit` of them, as a subquery. */
const rankedCandidates = (f: CandidateFilter, limit: number) => {
  const settings = settingsOfFranchises();
  const capacity = sql<number>`coalesce(${settings.capacityMaximum}, ${DEFAULT_CAPACITY}::int)`;
  const ranges = f.parts.map((part) => dayPartMinutes[part]);
  const franchise = sql`${propositionAllocations.id}`;
  // Each candidate's figures, counted once: `offset 0` keeps the planner from pulling the subquery up and copying
  // its counts into every place that reads them (the filter, the order and the columns).
  const figures = sql`lateral (select ${allocatedLearnerCount(franchise)} as taken,
    ${matchingWorkingDays(franchise, f.days, ranges)} as matching offset 0) as figures`;
  const worksAPreferredDay = f.days.length > 0 ? sql`figures.matching > 0` : sql`false`;
  return (
    db
      .select({
        franchiseId: sql<string>`${propositionAllocations.id}`.as('franchise_id'),
        instructorId: sql<string>`${propositionAllocations.instructorId}`.as('instructor_id'),
        franchiseName: sql<string>`${propositions.name}`.as('franchise_name'),
        transmission: sql<Transmission>`${propositions.transmission}`.as('transmission'),
        capacity: capacity.as('capacity'),
        taken: sql<number>`figures.taken`.as('taken'),
        matching: sql<number>`figures.matching`.as('matching'),
        preferred: worksAPreferredDay.as('preferred'),
      })
      .from(propositionAllocations)
      // The covering franchises (a few hundred of 3,000) drive the statement: joined, not `in`, so the planner starts there.
      .innerJoin(
        sql`${franchisesCoveringSector(f.district, f.sector)} as covering`,
        sql`covering.proposition_allocation_id = ${propositionAllocations.id}`,
      )
      .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
      .innerJoin(instructors, eq(instructors.id, propositionAllocations.instructorId))
      .leftJoin(settings, eq(settings.franchiseId, propositionAllocations.id))
      .innerJoin(figures, sql`true`)
      .where(
        and(
          f.franchiseId ? eq(propositionAllocations.id, f.franchiseId) : undefined,
          eq(instructors.status, 'Active'),
          eq(propositions.brand, f.brand),
          eq(propositions.transmission, f.transmission),
          inArray(propositions.type, [...f.franchiseTypes]),
          f.passPlus ? hasLessonTypeOn(franchise, 'PassPlus') : undefined,
          sql`${propositionAllocations.fromDate} <= ${f.today}`,
          or(isNull(propositionAllocations.toDate), sql`${propositionAllocations.toDate} >= ${f.today}`),
          sql`not coalesce(${settings.capacityLocked}, false)`,
          sql`${capacity} > 0 and figures.taken < ${capacity}`,
          sql`not exists (select 1 from ${allocationAttempts} a where a.entry_id = ${f.entryId}
          and a.instructor_id = ${propositionAllocations.instructorId} and a.outcome = 'Rejected')`,
        ),
      )
      .orderBy(
        ...(f.days.length > 0 ? [sql`${worksAPreferredDay} desc`] : []),
        sql`figures.taken::float8 / ${capacity}`,
        sql`figures.matching desc`,
        sql`${propositionAllocations.id}`,
      )
      .limit(limit)
      .as('ranked')
  );
};

export type CandidateRow = Awaited<ReturnType<typeof findSuggestions>>[number] & { workingHours: WorkingDay[] };
