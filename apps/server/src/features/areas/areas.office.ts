import { hasDiscounts, productCategoriesFor } from '@portal/domain/areas';
import type { ProductCategory } from '@portal/domain/learners';
import {
  findDistrictsByCode,
  findFranchiseType,
  findRegionDetails,
  findSectorsByCode,
  insertCoverage,
  replaceCoverageChoices,
} from './areas.repository.ts';

export type CoverDistrictsInput = {
  franchiseId: string;
  /** District codes ('LS6'); one area per region they fall in. */
  districts: string[];
  /** Sector codes ('LS16 9') left out. */
  sectorOptOuts?: string[];
  /** Pence per hour by category; the region's recommended price otherwise. */
  prices?: Partial<Record<ProductCategory, number>>;
  /** Opt in to the region's discounts with these names. */
  discountNames?: string[];
  /** A deterministic id per region code (the seed's). */
  idFor?: (regionCode: string) => string;
};

/**
 * The office side and the seed: gives a franchise areas straight from district codes, with no instructor in
 * the loop and no price rules (the data is the office's own). Instructors add areas through the service.
 */
export const coverDistricts = async (input: CoverDistrictsInput): Promise<string[]> => {
  const type = await findFranchiseType(input.franchiseId);
  if (!type) throw new Error(`no franchise ${input.franchiseId}`);
  const districts = await findDistrictsByCode(input.districts);
  const sectors = await findSectorsByCode(input.sectorOptOuts ?? []);
  const regionIds = [...new Set(districts.map((d) => d.regionId))];
  const details = await findRegionDetails(regionIds);
  const ids: string[] = [];
  for (const regionId of regionIds) {
    const code = details.districts.find((d) => d.regionId === regionId)?.code.replace(/\d.*$/, '') ?? regionId;
    const id = await insertCoverage({ franchiseId: input.franchiseId, regionId, id: input.idFor?.(code) });
    if (!id) continue;
    const inRegion = new Set(details.districts.filter((d) => d.regionId === regionId).map((d) => d.id));
    await replaceCoverageChoices(id, {
      districtIds: districts.filter((d) => d.regionId === regionId).map((d) => d.id),
      sectorIds: sectors
        .filter((s) => details.sectors.some((rs) => rs.id === s.id && inRegion.has(rs.districtId)))
        .map((s) => s.id),
      discountIds: hasDiscounts(type)
        ? details.discounts
            .filter((d) => d.regionId === regionId && (input.discountNames ?? []).includes(d.name))
            .map((d) => d.id)
        : [],
      prices: productCategoriesFor(type).flatMap((category) => {
        const bounds = details.prices.find((p) => p.regionId === regionId && p.productCategory === category);
        return bounds
          ? [{ productCategory: category, pricePence: input.prices?.[category] ?? bounds.recommendedPence }]
          : [];
      }),
    });
    ids.push(id);
  }
  return ids;
};
