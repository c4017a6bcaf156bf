import type { PropositionType } from '@portal/domain/access';
import type { DiscountType, DiscountValueType } from '@portal/domain/areas';
import { type ProductCategory, productCategories } from '@portal/domain/learners';
import { and, asc, desc, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import {
  areaCoverages,
  coverageDiscounts,
  coverageDistricts,
  coveragePrices,
  coverageSectorOptOuts,
  regionDiscounts,
  regionDistricts,
  regionPrices,
  regionSectors,
  regions,
} from '../../db/schema/areas.ts';
import { propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import { db, preparedQuery, read } from '../../db/unit-of-work.ts';

export type RegionRow = { id: string; code: string; name: string };
export type DistrictRow = { id: string; regionId: string; code: string };
export type SectorRow = { id: string; districtId: string; code: string };
export type RegionPriceRow = {
  id: string;
  regionId: string;
  productCategory: ProductCategory;
  recommendedPence: number;
  minPence: number;
  maxPence: number;
};
export type DiscountRow = {
  id: string;
  regionId: string;
  name: string;
  discountType: DiscountType;
  valueType: DiscountValueType;
  value: number;
  description: string;
};
export type RegionDetails = {
  districts: DistrictRow[];
  sectors: SectorRow[];
  prices: RegionPriceRow[];
  discounts: DiscountRow[];
};
export type FranchiseRow = { id: string; type: PropositionType; name: string };
export type CoverageRow = { id: string; franchiseId: string; regionId: string; franchiseType: PropositionType };
export type CoverageChoices = {
  districtIds: string[];
  sectorIds: string[];
  prices: Array<{ id: string; productCategory: ProductCategory; pricePence: number }>;
  discountIds: string[];
};

const regionColumns = { id: regions.id, code: regions.code, name: regions.name };

const ph = sql.placeholder;
const categoryList = sql.join(
  productCategories.map((c) => sql`${c}::text`),
  sql`, `,
);

/** A district as [id, code, its sectors as [id, code]]: a region's hundreds of sectors, in little JSON. */
type DistrictJson = [id: string, code: string, sectors: Array<[id: string, code: string]>];

/**
 * A region's details as JSON arrays (uuids as strings, pence as integers) in the order the views show them:
 * its districts, NG1 ... NG9 before NG10 (a region's districts share their letters), each with its sectors by
 * code; its prices in the domain's category order; its discounts by name.
 */
const detailColumns = (regionId: SQLWrapper) => ({
  districts: sql<DistrictJson[]>`(select coalesce(json_agg(json_build_array(d.id, d.code,
    (select coalesce(json_agg(json_build_array(s.id, s.code) order by s.code), '[]') from ${regionSectors} s
    where s.district_id = d.id)) order by length(d.code), d.code), '[]')
    from ${regionDistricts} d where d.region_id = ${regionId})`,
  prices: sql<RegionPriceRow[]>`(select coalesce(json_agg(json_build_object('id', p.id, 'regionId', p.region_id,
    'productCategory', p.product_category, 'recommendedPence', p.recommended_pence, 'minPence', p.min_pence,
    'maxPence', p.max_pence) order by array_position(array[${categoryList}], p.product_category)), '[]')
    from ${regionPrices} p where p.region_id = ${regionId})`,
  discounts: sql<DiscountRow[]>`(select coalesce(json_agg(json_build_object('id', x.id, 'regionId', x.region_id,
    'name', x.name, 'discountType', x.discount_type, 'valueType', x.value_type, 'value', x.value,
    'description', x.description) order by x.name), '[]') from ${regionDiscounts} x where x.region_id = ${regionId})`,
});

type DetailJsonRow = {
  regionId: string;
  districts: DistrictJson[];
  prices: RegionPriceRow[];
  discounts: DiscountRow[];
};

/** Rows of regions with their detail arrays, as one RegionDetails for them all. */
const detailsOf = (rows: DetailJsonRow[]): RegionDetails => {
  const details: RegionDetails = { districts: [], sectors: [], prices: [], discounts: [] };
  for (const row of rows) {
    for (const [districtId, code, sectors] of row.districts) {
      details.districts.push({ id: districtId, regionId: row.regionId, code });
      for (const [id, code] of sectors) details.sectors.push({ id, districtId, code });
    }
    details.prices.push(...row.prices);
    details.discounts.push(...row.discounts);
  }
  return details;
};

/** At most this many regions answer a search. */
const REGION_LOOKUP_LIMIT = 10;

/**
 * Regions a search term names, not covered by the franchise yet: a district starting with the term's outward
 * part ('L' finds L, LE and LS; 'LS6' finds Leeds), or a region name starting with the term. The patterns are
 * the service's letters, digits and spaces followed by '%' (no other LIKE wildcards); an empty district
 * pattern finds no district (district codes are never empty).
 *
 * No parameter guards a pattern and the limit is a literal, so that PostgreSQL settles on one generic plan
 * for the prepared statement; otherwise it plans every call anew, about a third of the lookup's time.
 */
const regionsByTerm = () =>
  db
    .select({
      ...regionColumns,
      exact: sql<boolean>`${regions.code} = ${ph('letters')}::text`.as('exact'),
    })
    .from(regions)
    .where(
      and(
        sql`(exists (select 1 from ${regionDistricts} d where d.region_id = ${regions.id}
          and d.code like ${ph('districtPattern')}::text) or ${regions.name} ilike ${ph('namePattern')}::text)`,
        sql`not exists (select 1 from ${areaCoverages} ac where ac.region_id = ${regions.id}
          and ac.proposition_allocation_id = ${ph('franchiseId')}::uuid)`,
      ),
    )
    .orderBy(sql`${regions.code} = ${ph('letters')}::text desc`, asc(regions.code))
    // drizzle types a limit as a number or placeholder, and sends a number as a parameter: SQL text is inlined.
    .limit(sql.raw(String(REGION_LOOKUP_LIMIT)) as unknown as number)
    .as('found');

// A read that joins the request's batch (a named statement planned once per connection on both databases): the
// areas page's region search, in one statement with the franchise check.
const regionLookupQuery = preparedQuery(() => {
  const found = regionsByTerm();
  return db
    .select({
      franchiseId: propositionAllocations.id,
      franchiseType: propositions.type,
      franchiseName: propositions.name,
      regionId: found.id,
      regionCode: found.code,
      regionName: found.name,
      ...detailColumns(found.id),
    })
    .from(propositionAllocations)
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .leftJoin(found, sql`true`)
    .where(
      and(
        eq(propositionAllocations.id, ph('franchiseId')),
        eq(propositionAllocations.instructorId, ph('instructorId')),
      ),
    )
    .orderBy(desc(found.exact), asc(found.code));
});

export type RegionLookup = { franchise: FranchiseRow; regions: RegionRow[]; details: RegionDetails };

/**
 * One statement: the instructor's franchise (null when it is not theirs) and the regions the search names that
 * it does not cover yet, at most REGION_LOOKUP_LIMIT, with their details. `prefix` and `name` hold only
 * letters, digits and spaces; `name` is not empty (the service answers an empty term without a search).
 */
export const findRegionLookup = async (search: {
  instructorId: string;
  franchiseId: string;
  prefix: string;
  name: string;
}): Promise<RegionLookup | null> => {
  const rows = await read(regionLookupQuery(), {
    instructorId: search.instructorId,
    franchiseId: search.franchiseId,
    letters: search.prefix.replace(/\d.*$/, ''),
    districtPattern: search.prefix ? `${search.prefix}%` : '',
    namePattern: `${search.name}%`,
  });
  const [first] = rows;
  if (!first) return null;
  const found = rows.flatMap((r) =>
    r.regionId !== null && r.regionCode !== null && r.regionName !== null
      ? [{ ...r, regionId: r.regionId, id: r.regionId, code: r.regionCode, name: r.regionName }]
      : [],
  );
  return {
    franchise: { id: first.franchiseId, type: first.franchiseType, name: first.franchiseName },
    regions: found.map(({ id, code, name }) => ({ id, code, name })),
    details: detailsOf(found),
  };
};

export const findRegion = async (id: string): Promise<RegionRow | null> => {
  const [row] = await db.select(regionColumns).from(regions).where(eq(regions.id, id));
  return row ?? null;
};

const regionDetailsQuery = preparedQuery(() =>
  db
    // Qualified by hand: drizzle writes a one-table select's columns bare, which the subqueries would misread.
    .select({ regionId: sql<string>`${regions}.id`, ...detailColumns(sql`${regions}.id`) })
    .from(regions)
    .where(sql`${regions.id} = any(${ph('ids')}::uuid[])`),
);

/** Districts, sectors, prices and discounts of the regions, one statement whatever their number. */
export const findRegionDetails = async (regionIds: string[]): Promise<RegionDetails> =>
  regionIds.length === 0
    ? { districts: [], sectors: [], prices: [], discounts: [] }
    : detailsOf(await read(regionDetailsQuery(), { ids: regionIds }));

/** One of the instructor's franchises, or null. */
export const findOwnFranchise = async (instructorId: string, id: string): Promise<FranchiseRow | null> => {
  const [row] = await db
    .select({ id: propositionAllocations.id, type: propositions.type, name: propositions.name })
    .from(propositionAllocations)
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .where(and(eq(propositionAllocations.id, id), eq(propositionAllocations.instructorId, instructorId)));
  return row ?? null;
};

const coverageColumns = {
  id: areaCoverages.id,
  franchiseId: areaCoverages.propositionAllocationId,
  regionId: areaCoverages.regionId,
  franchiseType: propositions.type,
};

/** The instructor's areas: of some franchises, or one by id. Oldest first. */
export const findOwnCoverages = (
  instructorId: string,
  where: { franchiseIds: string[] } | { id: string },
): Promise<CoverageRow[]> =>
  db
    .select(coverageColumns)
    .from(areaCoverages)
    .innerJoin(propositionAllocations, eq(propositionAllocations.id, areaCoverages.propositionAllocationId))
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .where(
      and(
        eq(propositionAllocations.instructorId, instructorId),
        'id' in where
          ? eq(areaCoverages.id, where.id)
          : inArray(areaCoverages.propositionAllocationId, where.franchiseIds),
      ),
    )
    .orderBy(asc(areaCoverages.createdAt), asc(areaCoverages.id));

/** What each area opted in to, by area id. */
export const findCoverageChoices = async (coverageIds: string[]): Promise<Map<string, CoverageChoices>> => {
  const choices = new Map<string, CoverageChoices>(
    coverageIds.map((id) => [id, { districtIds: [], sectorIds: [], prices: [], discountIds: [] }]),
  );
  if (coverageIds.length === 0) return choices;
  const [districts, sectors, prices, discounts] = await Promise.all([
    db.select().from(coverageDistricts).where(inArray(coverageDistricts.coverageId, coverageIds)),
    db.select().from(coverageSectorOptOuts).where(inArray(coverageSectorOptOuts.coverageId, coverageIds)),
    db.select().from(coveragePrices).where(inArray(coveragePrices.coverageId, coverageIds)),
    db.select().from(coverageDiscounts).where(inArray(coverageDiscounts.coverageId, coverageIds)),
  ]);
  for (const d of districts) choices.get(d.coverageId)?.districtIds.push(d.districtId);
  for (const s of sectors) choices.get(s.coverageId)?.sectorIds.push(s.sectorId);
  for (const p of prices) choices.get(p.coverageId)?.prices.push(p);
  for (const d of discounts) choices.get(d.coverageId)?.discountIds.push(d.discountId);
  return choices;
};

export type NewChoices = {
  districtIds: string[];
  sectorIds: string[];
  prices: Array<{ productCategory: ProductCategory; pricePence: number }>;
  discountIds: string[];
};

/** Writes an area's choices, replacing what it had. Run inside the caller's transaction. */
export const replaceCoverageChoices = async (coverageId: string, choices: NewChoices) => {
  await db.delete(coverageDistricts).where(eq(coverageDistricts.coverageId, coverageId));
  await db.delete(coverageSectorOptOuts).where(eq(coverageSectorOptOuts.coverageId, coverageId));
  await db.delete(coverageDiscounts).where(eq(coverageDiscounts.coverageId, coverageId));
  if (choices.districtIds.length)
    await db.insert(coverageDistricts).values(choices.districtIds.map((districtId) => ({ coverageId, districtId })));
  if (choices.sectorIds.length)
    await db.insert(coverageSectorOptOuts).values(choices.sectorIds.map((sectorId) => ({ coverageId, sectorId })));
  if (choices.discountIds.length)
    await db.insert(coverageDiscounts).values(choices.discountIds.map((discountId) => ({ coverageId, discountId })));
  for (const price of choices.prices) {
    await db
      .insert(coveragePrices)
      .values({ coverageId, ...price })
      .onConflictDoUpdate({
        target: [coveragePrices.coverageId, coveragePrices.productCategory],
        set: { pricePence: price.pricePence },
      });
  }
};

/** A new area, or null when the franchise already covers the region (the unique key decides, race-free). */
export const insertCoverage = async (values: {
  franchiseId: string;
  regionId: string;
  id?: string;
}): Promise<string | null> => {
  const [row] = await db
    .insert(areaCoverages)
    .values({ id: values.id, propositionAllocationId: values.franchiseId, regionId: values.regionId })
    .onConflictDoNothing()
    .returning({ id: areaCoverages.id });
  return row?.id ?? null;
};

export const deleteCoverage = async (id: string): Promise<number> => {
  const rows = await db.delete(areaCoverages).where(eq(areaCoverages.id, id)).returning({ id: areaCoverages.id });
  return rows.length;
};

/** District rows by code (for the seed and fixtures). */
export const findDistrictsByCode = (codes: string[]) =>
  db
    .select({ id: regionDistricts.id, regionId: regionDistricts.regionId, code: regionDistricts.code })
    .from(regionDistricts)
    .where(inArray(regionDistricts.code, codes));

export const findSectorsByCode = (codes: string[]) =>
  codes.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: regionSectors.id, code: regionSectors.code })
        .from(regionSectors)
        .where(inArray(regionSectors.code, codes));

export const findFranchiseType = async (franchiseId: string): Promise<PropositionType | null> => {
  const [row] = await db
    .select({ type: propositions.type })
    .from(propositionAllocations)
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .where(eq(propositionAllocations.id, franchiseId));
  return row?.type ?? null;
};
