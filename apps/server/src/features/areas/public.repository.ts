import { eq, exists, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
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
 * The franchises whose areas cover a postcode sector (its district opted in, the sector not opted out), as a
 * subquery of franchise ids: the office's allocation suggestions. Uses the district index.
 */
export const franchisesCoveringSector = (district: SQL | string, sector: SQL | string) =>
  sql`(select ac.proposition_allocation_id from ${areaCoverages} ac
    join ${coverageDistricts} cd on cd.coverage_id = ac.id
    join ${regionDistricts} rd on rd.id = cd.district_id
    where rd.code = ${district} and not exists (select 1 from ${coverageSectorOptOuts} so
      join ${regionSectors} rs on rs.id = so.sector_id where so.coverage_id = ac.id and rs.code = ${sector}))`;
/** Whether one of the instructor's franchises covers an area (home's first steps). */
export const hasAreaCoverage = (instructorId: SQL | Placeholder) =>
  exists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(areaCoverages)
      .innerJoin(propositionAllocations, eq(propositionAllocations.id, areaCoverages.propositionAllocationId))
      .where(eq(propositionAllocations.instructorId, instructorId)),
  );
