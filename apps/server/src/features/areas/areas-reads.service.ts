import {
  hasDiscounts,
  isPostcodeCovered,
  areaMessages as m,
  type PostcodeCoverage,
  productCategoriesFor,
} from '@portal/domain/areas';
import { type ProductCategory, productCategories } from '@portal/domain/learners';
import { districtOf } from '@portal/domain/postcode';
import type { Viewer } from '../../app-deps.ts';
import { isUuid } from '../../lib/uuid.ts';
import { coverageViews, notFound, ownCoverageView, ownFranchise, visibleFranchise } from './areas.owned.ts';
import { findOwnCoverages, findRegion, findRegionDetails, findRegionLookup } from './areas.repository.ts';
import { type CoverageView, categoryRef, type DiscountView, type RegionView, toRegionView } from './areas.views.ts';

export type RegionLookupInput = { term: string; propositionId: string; productCategoryId?: string | null };
export type DiscountsInput = { regionId: string; propositionId: string; productCategoryId?: string | null };
export type PriceRange = { recommended: number; min: number; max: number };

/** 'ls6 3a' -> prefix 'LS6', 'Leeds' -> name 'Leeds': letters, digits and spaces only (no LIKE wildcards). */
const searchOf = (term: string) => {
  const clean = term.replace(/[^A-Za-z0-9 ]/g, '').trim();
  const outward = districtOf(clean) ?? clean.split(/\s+/)[0]?.toUpperCase() ?? '';
  return { prefix: /^[A-Z]{1,2}\d?[A-Z\d]?$/.test(outward) ? outward : '', name: clean };
};

const categoryOf = (id: string | null | undefined): ProductCategory | null =>
  productCategories.find((c) => c === id) ?? null;

/** What an area covers, as the domain's postcode rule reads it. */
export const coverageOf = (view: CoverageView): PostcodeCoverage => ({
  districts: view.region.districts.filter((d) => d.covered).map((d) => d.districtCode),
  sectorOptOuts: view.region.districts.flatMap((d) =>
    d.covered ? d.sectors.filter((s) => !s.covered).map((s) => s.sectorCode) : [],
  ),
});

/** The areas' read use cases, every one scoped to the viewer. */
export const createAreaReads = () => ({
  /**
   * Postcode region lookup for a franchise: regions it does not cover yet, with their districts and pricing. One
   * statement, the franchise check included (a foreign, dormant or malformed franchise is NOT_FOUND).
   */
  regionLookup: async (viewer: Viewer, input: RegionLookupInput): Promise<RegionView[]> => {
    const search = searchOf(input.term.slice(0, 40));
    if (!search.name) {
      await ownFranchise(viewer, input.propositionId);
      return [];
    }
    const found = isUuid(input.propositionId)
      ? await findRegionLookup({
          ...search,
          instructorId: viewer.instructorId,
          franchiseId: input.propositionId,
        })
      : null;
    if (!found) throw notFound(m.franchiseNotFound);
    const franchise = visibleFranchise(found.franchise);
    const { regions, details } = found;
    const category = categoryOf(input.productCategoryId);
    const categories = productCategoriesFor(franchise.type).filter((c) => !category || c === category);
    return regions.map((r) => toRegionView(r, details, { categories, withDiscounts: hasDiscounts(franchise.type) }));
  },

  getRegion: async (_viewer: Viewer, id: string): Promise<RegionView> => {
    const region = isUuid(id) ? await findRegion(id) : null;
    if (!region) throw notFound(m.regionNotFound);
    return toRegionView(region, await findRegionDetails([region.id]));
  },

  /** A region's discounts open to the franchise (learner franchises only; PreTest when a category is named). */
  getDiscounts: async (viewer: Viewer, input: DiscountsInput): Promise<DiscountView[]> => {
    const franchise = await ownFranchise(viewer, input.propositionId);
    const region = isUuid(input.regionId) ? await findRegion(input.regionId) : null;
    if (!region) throw notFound(m.regionNotFound);
    const category = categoryOf(input.productCategoryId);
    if (!hasDiscounts(franchise.type) || (category && category !== 'PreTest')) return [];
    return toRegionView(region, await findRegionDetails([region.id])).discounts;
  },

  getCoverage: (viewer: Viewer, id: string) => ownCoverageView(viewer, id),

  /** Every area of the franchises (the viewer's only), by franchise id. */
  listCoverages: async (viewer: Viewer, franchiseIds: readonly string[]): Promise<Map<string, CoverageView[]>> => {
    const ids = franchiseIds.filter(isUuid);
    const rows = ids.length ? await findOwnCoverages(viewer.instructorId, { franchiseIds: ids }) : [];
    const views = await coverageViews(rows);
    return new Map(franchiseIds.map((id) => [id, views.filter((v) => v.lineItemKey === id)]));
  },

  /**
   * The instructor's hourly price for a category in a franchise, with the region's bounds (pence): the area
   * covering the postcode when one is given, else the franchise's first area. Null when none applies. The
   * learners feature prefills and bounds a learner's hourly rate with it.
   */
  priceFor: async (
    viewer: Viewer,
    propositionAllocationId: string,
    productCategory: ProductCategory,
    postcode?: string | null,
  ): Promise<PriceRange | null> => {
    if (!isUuid(propositionAllocationId)) return null;
    const rows = await findOwnCoverages(viewer.instructorId, { franchiseIds: [propositionAllocationId] });
    const views = await coverageViews(rows);
    const area = postcode ? views.find((v) => isPostcodeCovered(postcode, coverageOf(v))) : views[0];
    const price = area?.pricing.find((p) => p.productCategory.type === productCategory);
    const bounds = area?.region.pricing.find((p) => p.productCategory.type === productCategory);
    if (!price || !bounds) return null;
    return { recommended: price.price.pence, min: bounds.minPrice.pence, max: bounds.maxPrice.pence };
  },

  productCategories: () => productCategories.map(categoryRef),
});
