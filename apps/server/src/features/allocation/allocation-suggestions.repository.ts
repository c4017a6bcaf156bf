import type { BrandCode, PropositionType, Transmission } from '@portal/domain/access';
import { type DayPart, dayPartMinutes, dayParts, type WorkingDay } from '@portal/domain/allocation';
import { DEFAULT_CAPACITY } from '@portal/domain/preferences';
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { allocationAttempts, allocationFranchises } from '../../db/schema/allocation.ts';
import { instructors, propositions } from '../../db/schema/instructors.ts';
import { people } from '../../db/schema/people.ts';
import { db, preparedQuery, read } from '../../db/unit-of-work.ts';
import { coversSector } from '../areas/public.repository.ts';
import { hasLessonTypeOn } from '../preferences/public.repository.ts';

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

const ph = sql.placeholder;
const af = allocationFranchises;
/** 0 = Monday ... 6 = Sunday; the row's hours hold them at 1 ... 7. */
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * How many of the learner's preferred days the franchise works in a preferred part of the day (the domain's
 * `matchingDaysOf`), from its row alone, in text that is the same for every learner so that the statement is
 * prepared once: `w{d}` is how many times weekday d is preferred (a day given twice counts twice), `from{k}` and
 * `to{k}` the k-th part of the day's minutes, or null when that part is not preferred. Days and parts not
 * preferred cost a comparison each.
 */
const matchingDays = sql.join(
  WEEKDAYS.map((day) => {
    const at = sql.raw(String(day + 1));
    const inAPart = sql.join(
      dayParts.map(
        (_, k) => sql`(${ph(`from${k}`)}::int is not null
          and ${af.dayStarts}[${at}] < ${ph(`to${k}`)}::int and ${af.dayEnds}[${at}] > ${ph(`from${k}`)}::int)`,
      ),
      sql` or `,
    );
    const weight = sql`${ph(`w${day}`)}::int`;
    return sql`case when ${weight} = 0 then 0 else ${weight} * coalesce(${inAPart}, false)::int end`;
  }),
  sql` + `,
);

/** The domain's ranking (`rankSuggestions`) as an ORDER BY: preferred day worked, emptiest, most days, id. */
const rankOrder = (matching: SQLWrapper, taken: SQLWrapper, capacity: SQLWrapper, franchiseId: SQLWrapper) => [
  sql`${matching} > 0 desc`,
  sql`${taken}::float8 / ${capacity}`,
  sql`${matching} desc`,
  sql`${franchiseId}`,
];

/**
 * The best `limit` franchises that could take a queued learner (or only the one given): current, of an active
 * instructor, of a proposition of the learner's brand and transmission and of a type that teaches the lesson,
 * covering the learner's sector, with open places (taken below a maximum above 0) and not locked, and whose
 * instructor has not turned this learner down; ranked as the domain's `rankSuggestions` ranks them (its integration
 * test holds the two to the same order). Each candidate is one row of allocation_franchises, found through the GIN
 * index of the districts it covers, with no further probe (the propositions and the learner's rejections are read
 * once).
 */
const rankedCandidates = (oneFranchise: boolean) => {
  const capacity = sql<number>`coalesce(${af.capacityMaximum}, ${DEFAULT_CAPACITY}::int)`;
  // Counted once per candidate: `offset 0` keeps the planner from copying the sum into the order and the columns.
  const figures = sql`lateral (select ${matchingDays} as matching offset 0) as figures`;
  return db
    .select({
      franchiseId: sql<string>`${af.propositionAllocationId}`.as('franchise_id'),
      instructorId: sql<string>`${af.instructorId}`.as('instructor_id'),
      propositionId: sql<string>`${af.propositionId}`.as('proposition_id'),
      capacity: capacity.as('capacity'),
      taken: sql<number>`${af.taken}`.as('taken'),
      matching: sql<number>`figures.matching`.as('matching'),
      dayStarts: sql<Array<number | null>>`${af.dayStarts}`.as('day_starts'),
      dayEnds: sql<Array<number | null>>`${af.dayEnds}`.as('day_ends'),
    })
    .from(af)
    .innerJoin(figures, sql`true`)
    .where(
      and(
        oneFranchise ? eq(af.propositionAllocationId, ph('franchiseId')) : undefined,
        coversSector(af.districts, af.excludedSectors, ph('district'), ph('sector')),
        eq(af.instructorStatus, 'Active'),
        sql`${af.propositionId} = any (array(select p.id from ${propositions} p where p.brand = ${ph('brand')}
          and p.transmission = ${ph('transmission')} and p.type = any(${ph('types')}::text[])))`,
        sql`(not ${ph('passPlus')}::boolean or ${hasLessonTypeOn(sql`${af.propositionAllocationId}`, 'PassPlus')})`,
        sql`${af.fromDate} <= ${ph('today')}::date`,
        sql`(${af.toDate} is null or ${af.toDate} >= ${ph('today')}::date)`,
        sql`not ${af.capacityLocked} and ${capacity} > 0 and ${af.taken} < ${capacity}`,
        sql`${af.instructorId} <> all (array(select a.instructor_id from ${allocationAttempts} a
          where a.entry_id = ${ph('entryId')}::uuid and a.outcome = 'Rejected'))`,
      ),
    )
    .orderBy(...rankOrder(sql`figures.matching`, af.taken, capacity, af.propositionAllocationId))
    .limit(ph('limit'))
    .as('ranked');
};

/** The ranked candidates with what the office is shown of them: only the page's rows read it. */
const suggestionsQuery = (oneFranchise: boolean) =>
  preparedQuery(() => {
    const ranked = rankedCandidates(oneFranchise);
    return db
      .select({
        franchiseId: ranked.franchiseId,
        instructorId: ranked.instructorId,
        instructorName: sql<string>`${people.firstName} || ' ' || ${people.lastName}`,
        adiNumber: instructors.adiNumber,
        franchiseName: propositions.name,
        transmission: propositions.transmission,
        capacity: ranked.capacity,
        taken: ranked.taken,
        dayStarts: ranked.dayStarts,
        dayEnds: ranked.dayEnds,
      })
      .from(ranked)
      .innerJoin(propositions, eq(propositions.id, ranked.propositionId))
      .innerJoin(instructors, eq(instructors.id, ranked.instructorId))
      .innerJoin(people, eq(people.id, instructors.personId))
      .orderBy(...rankOrder(ranked.matching, ranked.taken, ranked.capacity, ranked.franchiseId));
  });

const pageQuery = suggestionsQuery(false);
const oneFranchiseQuery = suggestionsQuery(true);

/** The statement's values for a learner: the weekdays' weights and the parts' minutes as `matchingDays` takes them. */
const valuesOf = (f: CandidateFilter, limit: number): Record<string, unknown> => {
  const values: Record<string, unknown> = {
    entryId: f.entryId,
    district: f.district,
    sector: f.sector,
    brand: f.brand,
    transmission: f.transmission,
    types: [...f.franchiseTypes],
    passPlus: f.passPlus,
    today: f.today,
    limit,
    franchiseId: f.franchiseId ?? null,
  };
  for (const day of WEEKDAYS) values[`w${day}`] = f.days.filter((d) => d === day).length;
  dayParts.forEach((part, k) => {
    const wanted = f.parts.includes(part);
    values[`from${k}`] = wanted ? dayPartMinutes[part][0] : null;
    values[`to${k}`] = wanted ? dayPartMinutes[part][1] : null;
  });
  return values;
};

/** A row's hours as the domain takes them: the days worked. */
const workingDaysOf = (starts: Array<number | null>, ends: Array<number | null>): WorkingDay[] =>
  WEEKDAYS.flatMap((day) => {
    const start = starts[day] ?? null;
    const end = ends[day] ?? null;
    return start === null || end === null ? [] : [{ day, start, end }];
  });

/**
 * The best `limit` franchises that could take a queued learner, best first, in one prepared statement (read beside
 * the other reads of the same turn, see `read`), each with its working days (for the reasons).
 */
export const findSuggestions = async (f: CandidateFilter, limit: number) => {
  const rows = await read(f.franchiseId ? oneFranchiseQuery() : pageQuery(), valuesOf(f, limit));
  return rows.map(({ dayStarts, dayEnds, ...row }) => ({ ...row, workingHours: workingDaysOf(dayStarts, dayEnds) }));
};

export type CandidateRow = Awaited<ReturnType<typeof findSuggestions>>[number];
