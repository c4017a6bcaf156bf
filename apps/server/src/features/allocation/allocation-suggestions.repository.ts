import type { BrandCode, PropositionType, Transmission } from '@portal/domain/access';
import type { WorkingDay } from '@portal/domain/allocation';
import { DEFAULT_CAPACITY } from '@portal/domain/preferences';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { allocationAttempts } from '../../db/schema/allocation.ts';
import { instructors, propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import { people } from '../../db/schema/people.ts';
import { db } from '../../db/unit-of-work.ts';
import { franchisesCoveringSector } from '../areas/public.repository.ts';
import { allocatedLearnerCount } from '../learners/public.repository.ts';
import { hasLessonTypeOn, settingsOfFranchises, workingHoursJson } from '../preferences/public.repository.ts';

export type CandidateFilter = {
  entryId: string;
  district: string;
  sector: string;
  brand: BrandCode;
  transmission: Transmission;
  franchiseTypes: readonly PropositionType[];
  passPlus: boolean;
  today: string;
};

/**
 * The franchises that could take a queued learner, in one statement: current, of an active instructor, of the
 * learner's brand and transmission, of a type that teaches the lesson, covering the learner's sector, with open
 * capacity not locked, and whose instructor has not turned this learner down. Open places and the ranking are
 * the domain's (rankSuggestions drops a full franchise).
 */
export const findCandidates = (f: CandidateFilter) => {
  const settings = settingsOfFranchises();
  const capacity = sql<number>`coalesce(${settings.capacityMaximum}, ${DEFAULT_CAPACITY})`;
  const taken = allocatedLearnerCount(propositionAllocations.id);
  return (
    db
      .select({
        franchiseId: propositionAllocations.id,
        instructorId: propositionAllocations.instructorId,
        instructorName: sql<string>`${people.firstName} || ' ' || ${people.lastName}`,
        adiNumber: instructors.adiNumber,
        franchiseName: propositions.name,
        transmission: propositions.transmission,
        capacity,
        taken,
        workingHours: workingHoursJson(sql`${propositionAllocations.id}`),
      })
      .from(propositionAllocations)
      // The covering franchises (a few hundred of 3,000) drive the statement: joined, not `in`, so the planner starts there.
      .innerJoin(
        sql`${franchisesCoveringSector(f.district, f.sector)} as covering`,
        sql`covering.proposition_allocation_id = ${propositionAllocations.id}`,
      )
      .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
      .innerJoin(instructors, eq(instructors.id, propositionAllocations.instructorId))
      .innerJoin(people, eq(people.id, instructors.personId))
      .leftJoin(settings, eq(settings.franchiseId, propositionAllocations.id))
      .where(
        and(
          eq(instructors.status, 'Active'),
          eq(propositions.brand, f.brand),
          eq(propositions.transmission, f.transmission),
          inArray(propositions.type, [...f.franchiseTypes]),
          f.passPlus ? hasLessonTypeOn(sql`${propositionAllocations.id}`, 'PassPlus') : undefined,
          sql`${propositionAllocations.fromDate} <= ${f.today}`,
          or(isNull(propositionAllocations.toDate), sql`${propositionAllocations.toDate} >= ${f.today}`),
          sql`not coalesce(${settings.capacityLocked}, false)`,
          sql`not exists (select 1 from ${allocationAttempts} a where a.entry_id = ${f.entryId}
          and a.instructor_id = ${propositionAllocations.instructorId} and a.outcome = 'Rejected')`,
        ),
      )
  );
};

export type CandidateRow = Awaited<ReturnType<typeof findCandidates>>[number] & { workingHours: WorkingDay[] };
