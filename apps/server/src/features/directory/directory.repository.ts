import type { InstructorStatus, PropositionType } from '@portal/domain/access';
import type { BrandCode } from '@portal/domain/office';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { instructors, propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import { people } from '../../db/schema/people.ts';
import { db } from '../../db/unit-of-work.ts';
import { activeLearnerCount } from '../learners/public.repository.ts';
import { isFranchiseFull } from '../preferences/public.repository.ts';
import { brandIn, notDormant } from './directory-scope.repository.ts';

type DirectoryStatus = InstructorStatus;

export type DirectoryQuery = {
  /** The brands searched: the staff member's scope, narrowed by the brand filter. */
  brands: readonly BrandCode[];
  statuses: readonly InstructorStatus[] | null;
  propositionType: PropositionType | null;
  capacityFull: boolean | null;
  terms: { name: string; adiPrefix: string | null; postcodePrefix: string | null } | null;
  /** The start of the active-learner window (now less 14 days). */
  activeSince: Date;
  limit: number;
  offset: number;
};

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The franchise `pa` (with its proposition `p`) is full: locked, or its active learners reach its maximum. */
const franchiseFull = (since: Date) =>
  isFranchiseFull(sql`pa.id`, activeLearnerCount(sql`pa.id`, sql`${since.toISOString()}::timestamptz`));

/**
 * An instructor is in the directory for a staff member when one of their franchises (not dormant) is of a brand
 * in the member's scope; the type and capacity filters ask it of the same franchise.
 */
const franchiseMatches = (q: DirectoryQuery, fullness: boolean | null) => sql`exists (select 1
  from ${propositionAllocations} pa join ${propositions} p on p.id = pa.proposition_id
  where pa.instructor_id = ${instructors.id} and ${notDormant} and ${brandIn(q.brands)}
  ${q.propositionType ? sql`and p.type = ${q.propositionType}` : sql``}
  ${fullness === null ? sql`` : sql`and (${franchiseFull(q.activeSince)}) = ${fullness}`})`;

const termMatches = (terms: NonNullable<DirectoryQuery['terms']>): SQL | undefined =>
  or(
    sql`(${people.firstName} || ' ' || ${people.lastName}) ilike ${`%${likeEscaped(terms.name)}%`}`,
    terms.adiPrefix ? sql`${instructors.adiNumber} like ${`${terms.adiPrefix}%`}` : undefined,
    terms.postcodePrefix
      ? sql`replace(upper(${people.postcode}), ' ', '') like ${`${likeEscaped(terms.postcodePrefix)}%`}`
      : undefined,
  );

/** Each listed instructor's franchises in scope (given the instructor's id): brand, type, name, whether full. */
const franchisesColumn = (q: DirectoryQuery, instructorId: SQL) => sql<
  Array<{ id: string; brand: BrandCode; type: PropositionType; name: string; full: boolean }>
>`(select coalesce(json_agg(json_build_object('id', pa.id, 'brand', p.brand, 'type', p.type, 'name', p.name,
    'full', ${franchiseFull(q.activeSince)}) order by pa.from_date, pa.id), '[]'::json)
  from ${propositionAllocations} pa join ${propositions} p on p.id = pa.proposition_id
  where pa.instructor_id = ${instructorId} and ${notDormant} and ${brandIn(q.brands)})`;

/** The instructors found, by name, one page of them with the number found (a window count over the same rows). */
const pageOf = (q: DirectoryQuery) =>
  db
    .select({
      id: sql<string>`${instructors.id}`.as('id'),
      adiNumber: sql<string>`${instructors.adiNumber}`.as('adi_number'),
      status: sql<DirectoryStatus>`${instructors.status}`.as('status'),
      firstName: sql<string>`${people.firstName}`.as('first_name'),
      lastName: sql<string>`${people.lastName}`.as('last_name'),
      postcode: sql<string | null>`${people.postcode}`.as('postcode'),
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(instructors)
    .innerJoin(people, eq(people.id, instructors.personId))
    .where(
      and(
        franchiseMatches(q, q.capacityFull),
        q.statuses && q.statuses.length > 0 ? inArray(instructors.status, [...q.statuses]) : undefined,
        q.terms ? termMatches(q.terms) : undefined,
      ),
    )
    .orderBy(asc(people.lastName), asc(people.firstName), asc(instructors.id))
    .limit(q.limit)
    .offset(q.offset)
    .as('page');

/**
 * One page of the directory, sorted by name, with the number of instructors found: one statement. The page is
 * cut first, so each listed instructor's franchises (and whether each is full) are read for that page only.
 */
export const searchInstructors = (q: DirectoryQuery) => {
  const page = pageOf(q);
  return db
    .select({
      id: page.id,
      adiNumber: page.adiNumber,
      status: page.status,
      firstName: page.firstName,
      lastName: page.lastName,
      postcode: page.postcode,
      // Qualified: the subquery has an `id` of its own in scope.
      franchises: franchisesColumn(q, sql.raw(`"page"."id"`)),
      total: page.total,
    })
    .from(page)
    .orderBy(asc(page.lastName), asc(page.firstName), asc(page.id));
};

export type DirectoryRow = Awaited<ReturnType<typeof searchInstructors>>[number];
