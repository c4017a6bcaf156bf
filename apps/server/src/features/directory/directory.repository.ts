import type { InstructorStatus, PropositionType } from '@portal/domain/access';
import type { BrandCode, DirectorySearchTerms } from '@portal/domain/office';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { franchiseFullness } from '../../db/schema/directory.ts';
import { instructors, propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import { people } from '../../db/schema/people.ts';
import { db } from '../../db/unit-of-work.ts';
import { activeLearnerCount } from '../learners/public.repository.ts';
import { isFranchiseFull } from '../preferences/public.repository.ts';
import { brandIn, notDormant } from './directory-scope.repository.ts';

type DirectoryStatus = InstructorStatus;

/** Where a page of the directory starts: after this instructor's place in the name order. */
export type DirectoryCursor = { lastName: string; firstName: string; id: string };

export type DirectoryQuery = {
  /** The brands searched: the staff member's scope, narrowed by the brand filter. */
  brands: readonly BrandCode[];
  statuses: readonly InstructorStatus[] | null;
  propositionType: PropositionType | null;
  capacityFull: boolean | null;
  terms: DirectorySearchTerms | null;
  /** The start of the active-learner window (now less 14 days). */
  activeSince: Date;
  /** The name order's key of the last instructor of the page before (keyset paging), or null for the first. */
  after: DirectoryCursor | null;
  limit: number;
};

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The franchise `pa` (with its proposition `p`) is full, counted live: locked, or its active learners reach its
 * maximum. (Exported for the test that holds franchise_fullness to it.)
 */
export const franchiseFull = (since: Date) =>
  isFranchiseFull(sql`pa.id`, activeLearnerCount(sql`pa.id`, sql`${since.toISOString()}::timestamptz`));

/** The franchises in the member's scope (not dormant, of the type asked for), as conditions on `pa` and `p`. */
const franchiseInScope = (q: DirectoryQuery) => sql`${notDormant} and ${brandIn(q.brands)}
  ${q.propositionType ? sql`and p.type = ${q.propositionType}` : sql``}`;

/**
 * An instructor is in the directory for a staff member when one of their franchises (not dormant) is of a brand
 * in the member's scope; the type and capacity filters ask it of the same franchise. "Capacity full" starts from
 * the franchises full now (franchise_fullness, a range of its index: O(full franchises), not the network), each
 * checked live as the page shows it; "open" is most of the network, so it is checked live along the name order.
 */
const franchiseMatches = (q: DirectoryQuery) =>
  q.capacityFull === true
    ? sql`${instructors.id} in (select pa.instructor_id
        from ${franchiseFullness} ff join ${propositionAllocations} pa on pa.id = ff.proposition_allocation_id
        join ${propositions} p on p.id = pa.proposition_id
        where ff.full_until > ${q.activeSince.toISOString()}::timestamptz and ${franchiseInScope(q)}
        and ${franchiseFull(q.activeSince)})`
    : sql`exists (select 1
        from ${propositionAllocations} pa join ${propositions} p on p.id = pa.proposition_id
        where pa.instructor_id = ${instructors.id} and ${franchiseInScope(q)}
        ${q.capacityFull === false ? sql`and not ${franchiseFull(q.activeSince)}` : sql``})`;

/**
 * The search box, each kind of term on an index of its own: the start of an ADI number (digits only), of a
 * postcode (spaces ignored), or of the name (its first name, or its last name, from the start of a word).
 */
const termMatches = (terms: DirectorySearchTerms): SQL => {
  if (terms.adiPrefix) return sql`${instructors.adiNumber} like ${`${terms.adiPrefix}%`}`;
  if (terms.postcodePrefix) {
    return sql`(${people.postcode} is not null
      and replace(upper(${people.postcode}), ' ', '') like ${`${likeEscaped(terms.postcodePrefix)}%`})`;
  }
  const prefix = `${likeEscaped(terms.name.toLowerCase())}%`;
  return sql`(lower(${instructors.sortFirstName} || ' ' || ${instructors.sortLastName}) like ${prefix}
    or lower(${instructors.sortLastName}) like ${prefix})`;
};

/** Each listed instructor's franchises in scope (given the instructor's id): brand, type, name, whether full. */
const franchisesColumn = (q: DirectoryQuery, instructorId: SQL) => sql<
  Array<{ id: string; brand: BrandCode; type: PropositionType; name: string; full: boolean }>
>`(select coalesce(json_agg(json_build_object('id', pa.id, 'brand', p.brand, 'type', p.type, 'name', p.name,
    'full', ${franchiseFull(q.activeSince)}) order by pa.from_date, pa.id), '[]'::json)
  from ${propositionAllocations} pa join ${propositions} p on p.id = pa.proposition_id
  where pa.instructor_id = ${instructorId} and ${notDormant} and ${brandIn(q.brands)})`;

/**
 * The instructors found, in name order (instructors_name_order_idx) from where the page before ended, `limit`
 * of them: no total, so no more rows are read than the page needs.
 */
const pageOf = (q: DirectoryQuery) =>
  db
    .select({
      id: sql<string>`${instructors.id}`.as('id'),
      adiNumber: sql<string>`${instructors.adiNumber}`.as('adi_number'),
      status: sql<DirectoryStatus>`${instructors.status}`.as('status'),
      firstName: sql<string>`${people.firstName}`.as('first_name'),
      lastName: sql<string>`${people.lastName}`.as('last_name'),
      postcode: sql<string | null>`${people.postcode}`.as('postcode'),
      sortLastName: sql<string>`${instructors.sortLastName}`.as('sort_last_name'),
      sortFirstName: sql<string>`${instructors.sortFirstName}`.as('sort_first_name'),
    })
    .from(instructors)
    .innerJoin(people, eq(people.id, instructors.personId))
    .where(
      and(
        franchiseMatches(q),
        q.statuses && q.statuses.length > 0 ? inArray(instructors.status, [...q.statuses]) : undefined,
        q.terms ? termMatches(q.terms) : undefined,
        q.after
          ? sql`(${instructors.sortLastName}, ${instructors.sortFirstName}, ${instructors.id}) > (${q.after.lastName}, ${q.after.firstName}, ${q.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(instructors.sortLastName), asc(instructors.sortFirstName), asc(instructors.id))
    .limit(q.limit)
    .as('page');

/**
 * One page of the directory, in name order: one statement. The page is cut first, so each listed instructor's
 * franchises (and whether each is full, counted live) are read for that page only.
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
      sortLastName: page.sortLastName,
      sortFirstName: page.sortFirstName,
      // Qualified: the subquery has an `id` of its own in scope.
      franchises: franchisesColumn(q, sql.raw(`"page"."id"`)),
    })
    .from(page)
    .orderBy(asc(page.sortLastName), asc(page.sortFirstName), asc(page.id));
};

export type DirectoryRow = Awaited<ReturnType<typeof searchInstructors>>[number];

/**
 * Brings every franchise's fullness up to date (the directory's periodic job): what the triggers cannot see,
 * lessons booked or cancelled. One statement; returns the number of franchises refreshed.
 */
export const refreshAllFranchiseFullness = async () => {
  const result = await db.execute(
    sql`select refresh_franchise_fullness(array(select id from ${propositionAllocations})) as refreshed`,
  );
  return Number((result as unknown as { rows: Array<{ refreshed: number }> }).rows[0]?.refreshed ?? 0);
};
