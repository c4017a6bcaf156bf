import { eq, exists, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import {
  areaCoverages,
  coverageDistricts,
  coverageSectorOptOuts,
  regionDistricts,
  regionSectors,
} from '../../db/schema/areas.ts';
import { propositionAllocations } from '../../db/schema/instructors.ts';

/** What other features' repositories read of the areas' tables, as columns of their own statement (booking's). */

/** A franchise's areas, given its id: the codes of its opted-in districts and of its opted-out sectors. */
export const franchiseAreaCodes = (franchiseId: SQL) => ({
  districts: sql<string | null>`(select string_agg(rd.code, ',') from ${coverageDistricts} cd
    join ${areaCoverages} ac on ac.id = cd.coverage_id join ${regionDistricts} rd on rd.id = cd.district_id
    where ac.proposition_allocation_id = ${franchiseId})`,
  sectorOptOuts: sql<string | null>`(select string_agg(rs.code, ',') from ${coverageSectorOptOuts} so
    join ${areaCoverages} ac on ac.id = so.coverage_id join ${regionSectors} rs on rs.id = so.sector_id
    where ac.proposition_allocation_id = ${franchiseId})`,
});

/**
 * Whether a postcode sector, given by its district's code and its own ('LS6', 'LS6 2'), is covered by a franchise
 * whose areas' districts and excluded sectors (opted out by every area covering their district) are the id arrays
 * given: the allocation suggestions keep them beside each franchise. The district test can use a GIN index of
 * `districts`; an unknown district is covered by nobody, an unknown sector excluded by nobody.
 */
export const coversSector = (
  districts: SQL | AnyPgColumn,
  excludedSectors: SQL | AnyPgColumn,
  district: SQL | Placeholder,
  sector: SQL | Placeholder,
) => sql<boolean>`(${districts} @> array[(select rd.id from ${regionDistricts} rd where rd.code = ${district})]
  and not ${excludedSectors} @> array[(select rs.id from ${regionSectors} rs where rs.code = ${sector})])`;

/** Whether one of the instructor's franchises covers an area (home's first steps). */
export const hasAreaCoverage = (instructorId: SQL | Placeholder) =>
  exists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(areaCoverages)
      .innerJoin(propositionAllocations, eq(propositionAllocations.id, areaCoverages.propositionAllocationId))
      .where(eq(propositionAllocations.instructorId, instructorId)),
  );
