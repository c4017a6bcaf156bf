import type { PropositionType } from '@portal/domain/access';
import type { DiscountType, DiscountValueType } from '@portal/domain/areas';
import type { ProductCategory } from '@portal/domain/learners';
import { formatPence, type Money, penceToPounds, toMoney } from '@portal/domain/money';
import type { CoverageChoices, CoverageRow, DiscountRow, RegionDetails, RegionRow } from './areas.repository.ts';

export type ProductCategoryRefView = { id: string; type: ProductCategory };
export type SectorView = { id: string; sectorCode: string; covered: boolean };
export type DistrictView = { id: string; districtCode: string; covered: boolean; sectors: SectorView[] };
export type RegionPricingView = {
  id: string;
  productCategory: ProductCategoryRefView;
  recommendedPrice: Money;
  minPrice: Money;
  maxPrice: Money;
};
export type DiscountView = {
  id: string;
  discountName: string;
  discountType: DiscountType;
  valueType: DiscountValueType;
  /** A whole percentage, or pounds per hour. */
  value: number;
  formattedValue: string;
  description: string;
  optedIn: boolean;
};
export type RegionView = {
  id: string;
  regionCode: string;
  regionName: string;
  districts: DistrictView[];
  pricing: RegionPricingView[];
  discounts: DiscountView[];
};
export type CoveragePriceView = { id: string; price: Money; productCategory: ProductCategoryRefView };
export type CoverageView = {
  id: string;
  lineItemKey: string;
  region: RegionView;
  pricing: CoveragePriceView[];
  discounts: DiscountView[];
  numberOfDistricts: number;
  numberOfCoveredDistricts: number;
  numberOfDiscountsAvailable: number;
  numberOfDiscountsApplied: number;
};

export const categoryRef = (type: ProductCategory): ProductCategoryRefView => ({ id: type, type });

const discountView = (row: DiscountRow, optedIn: boolean): DiscountView => ({
  id: row.id,
  discountName: row.name,
  discountType: row.discountType,
  valueType: row.valueType,
  value: row.valueType === 'Percentage' ? row.value : penceToPounds(row.value),
  formattedValue: row.valueType === 'Percentage' ? `${row.value}%` : `${formatPence(row.value)} per hour`,
  description: row.description,
  optedIn,
});

type RegionOptions = {
  /** What an area chose, for the covered and optedIn flags. */
  choices?: CoverageChoices;
  /** Only the pricing of these categories (the franchise's). */
  categories?: readonly ProductCategory[];
  /** Leave the discounts out (franchises without them). */
  withDiscounts?: boolean;
};

/** A region with its districts, sectors, pricing and discounts, from rows read once for many regions. */
export const toRegionView = (region: RegionRow, details: RegionDetails, options: RegionOptions = {}): RegionView => {
  const { choices, categories, withDiscounts = true } = options;
  const covered = new Set(choices?.districtIds ?? []);
  const optedOut = new Set(choices?.sectorIds ?? []);
  const applied = new Set(choices?.discountIds ?? []);
  const sectorsOf = new Map<string, RegionDetails['sectors']>();
  for (const sector of details.sectors)
    sectorsOf.set(sector.districtId, [...(sectorsOf.get(sector.districtId) ?? []), sector]);
  return {
    id: region.id,
    regionCode: region.code,
    regionName: region.name,
    districts: details.districts
      .filter((d) => d.regionId === region.id)
      .map((d) => ({
        id: d.id,
        districtCode: d.code,
        covered: covered.has(d.id),
        sectors: (sectorsOf.get(d.id) ?? []).map((s) => ({
          id: s.id,
          sectorCode: s.code,
          covered: covered.has(d.id) && !optedOut.has(s.id),
        })),
      })),
    pricing: details.prices
      .filter((p) => p.regionId === region.id && (!categories || categories.includes(p.productCategory)))
      .map((p) => ({
        id: p.id,
        productCategory: categoryRef(p.productCategory),
        recommendedPrice: toMoney(p.recommendedPence),
        minPrice: toMoney(p.minPence),
        maxPrice: toMoney(p.maxPence),
      })),
    discounts: withDiscounts
      ? details.discounts.filter((d) => d.regionId === region.id).map((d) => discountView(d, applied.has(d.id)))
      : [],
  };
};

export const toCoverageView = (
  row: CoverageRow,
  region: RegionRow,
  details: RegionDetails,
  choices: CoverageChoices,
  options: Omit<RegionOptions, 'choices'>,
): CoverageView => {
  const regionView = toRegionView(region, details, { ...options, choices });
  const discounts = regionView.discounts.filter((d) => d.optedIn);
  return {
    id: row.id,
    lineItemKey: row.franchiseId,
    region: regionView,
    pricing: choices.prices
      .filter((p) => !options.categories || options.categories.includes(p.productCategory))
      .map((p) => ({ id: p.id, price: toMoney(p.pricePence), productCategory: categoryRef(p.productCategory) })),
    discounts,
    numberOfDistricts: regionView.districts.length,
    numberOfCoveredDistricts: regionView.districts.filter((d) => d.covered).length,
    numberOfDiscountsAvailable: regionView.discounts.length,
    numberOfDiscountsApplied: discounts.length,
  };
};

/**
 * What `InstructorProposition` resolves from (the codegen mapper): the instructor feature's franchise view, of
 * which areas read the id and the proposition's type.
 */
export type InstructorPropositionParent = { id: string; proposition: { type: PropositionType } };
