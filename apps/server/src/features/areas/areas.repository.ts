import type { PropositionType } from '@portal/domain/access';
import type { DiscountType, DiscountValueType } from '@portal/domain/areas';
import type { ProductCategory } from '@portal/domain/learners';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  areaCoverages,
  coverageDiscounts,
  coverageDistricts,
  coveragePrices,
  coverageSectorOptOuts,
  propositionAllocations,
  propositions,
  regionDiscounts,
  regionDistricts,
  regionPrices,
  regionSectors,
  regions,
} from '../../db/schema/index.ts';

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

/**
 * Regions a search term names: a district starting with the term's outward part ('L' finds L, LE and LS;
 * 'LS6' finds Leeds), or a region name starting with the term. `prefix` and `name` hold only letters,
 * digits and spaces (the service strips the rest), so they carry no LIKE wildcards.
 */
export const findRegionsByTerm = (
  db: Database,
  search: { prefix: string; name: string; franchiseId: string; limit: number },
): Promise<RegionRow[]> => {
  const byDistrict = search.prefix
    ? sql`exists (select 1 from ${regionDistricts} d where d.region_id = ${regions.id} and d.code like ${`${search.prefix}%`})`
    : sql`false`;
  const byName = search.name ? sql`${regions.name} ilike ${`${search.name}%`}` : sql`false`;
  const uncovered = sql`not exists (select 1 from ${areaCoverages} ac where ac.region_id = ${regions.id}
    and ac.proposition_allocation_id = ${search.franchiseId})`;
  return db
    .select(regionColumns)
    .from(regions)
    .where(and(sql`(${byDistrict} or ${byName})`, uncovered))
    .orderBy(sql`${regions.code} = ${search.prefix.replace(/\d.*$/, '')} desc`, asc(regions.code))
    .limit(search.limit);
};

export const findRegion = async (db: Database, id: string): Promise<RegionRow | null> => {
  const [row] = await db.select(regionColumns).from(regions).where(eq(regions.id, id));
  return row ?? null;
};

/** Districts, sectors, prices and discounts of the regions, four queries whatever their number. */
export const findRegionDetails = async (db: Database, regionIds: string[]): Promise<RegionDetails> => {
  if (regionIds.length === 0) return { districts: [], sectors: [], prices: [], discounts: [] };
  const [districts, sectors, prices, discounts] = await Promise.all([
    db
      .select({ id: regionDistricts.id, regionId: regionDistricts.regionId, code: regionDistricts.code })
      .from(regionDistricts)
      .where(inArray(regionDistricts.regionId, regionIds))
      // NG1 ... NG9 before NG10: a region's districts share their letters.
      .orderBy(sql`length(${regionDistricts.code})`, asc(regionDistricts.code)),
    db
      .select({ id: regionSectors.id, districtId: regionSectors.districtId, code: regionSectors.code })
      .from(regionSectors)
      .innerJoin(regionDistricts, eq(regionDistricts.id, regionSectors.districtId))
      .where(inArray(regionDistricts.regionId, regionIds))
      .orderBy(asc(regionSectors.code)),
    db
      .select({
        id: regionPrices.id,
        regionId: regionPrices.regionId,
        productCategory: regionPrices.productCategory,
        recommendedPence: regionPrices.recommendedPence,
        minPence: regionPrices.minPence,
        maxPence: regionPrices.maxPence,
      })
      .from(regionPrices)
      .where(inArray(regionPrices.regionId, regionIds)),
    db
      .select({
        id: regionDiscounts.id,
        regionId: regionDiscounts.regionId,
        name: regionDiscounts.name,
        discountType: regionDiscounts.discountType,
        valueType: regionDiscounts.valueType,
        value: regionDiscounts.value,
        description: regionDiscounts.description,
      })
      .from(regionDiscounts)
      .where(inArray(regionDiscounts.regionId, regionIds))
      .orderBy(asc(regionDiscounts.name)),
  ]);
  return { districts, sectors, prices, discounts };
};

/** One of the instructor's franchises, or null. */
export const findOwnFranchise = async (
  db: Database,
  instructorId: string,
  id: string,
): Promise<FranchiseRow | null> => {
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
  db: Database,
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
export const findCoverageChoices = async (
  db: Database,
  coverageIds: string[],
): Promise<Map<string, CoverageChoices>> => {
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
export const replaceCoverageChoices = async (db: Database, coverageId: string, choices: NewChoices) => {
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
export const insertCoverage = async (
  db: Database,
  values: { franchiseId: string; regionId: string; id?: string },
): Promise<string | null> => {
  const [row] = await db
    .insert(areaCoverages)
    .values({ id: values.id, propositionAllocationId: values.franchiseId, regionId: values.regionId })
    .onConflictDoNothing()
    .returning({ id: areaCoverages.id });
  return row?.id ?? null;
};

export const deleteCoverage = async (db: Database, id: string): Promise<number> => {
  const rows = await db.delete(areaCoverages).where(eq(areaCoverages.id, id)).returning({ id: areaCoverages.id });
  return rows.length;
};

/** District rows by code (for the seed and fixtures). */
export const findDistrictsByCode = (db: Database, codes: string[]) =>
  db
    .select({ id: regionDistricts.id, regionId: regionDistricts.regionId, code: regionDistricts.code })
    .from(regionDistricts)
    .where(inArray(regionDistricts.code, codes));

export const findSectorsByCode = (db: Database, codes: string[]) =>
  codes.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: regionSectors.id, code: regionSectors.code })
        .from(regionSectors)
        .where(inArray(regionSectors.code, codes));

export const findFranchiseType = async (db: Database, franchiseId: string): Promise<PropositionType | null> => {
  const [row] = await db
    .select({ type: propositions.type })
    .from(propositionAllocations)
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .where(eq(propositionAllocations.id, franchiseId));
  return row?.type ?? null;
};
