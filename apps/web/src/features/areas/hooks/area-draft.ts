import { areaPriceError, isPriceEditable } from '@portal/domain/areas';
import { type ProductCategory, productCategories } from '@portal/domain/learners';
import { penceToPoundsText, poundsOfText } from '@portal/domain/money';
import type { AreaCoverageFragment, AreaRegionFragment } from '../../../gql/graphql.ts';

/** The local area draft (spec 3 §3): what the instructor has chosen so far, as the form holds it. */
export type AreaDraft = {
  districts: ReadonlySet<string>;
  sectorOptOuts: ReadonlySet<string>;
  discounts: ReadonlySet<string>;
  /** Prices as typed (pounds text), by category. */
  prices: Readonly<Partial<Record<ProductCategory, string>>>;
};

/** A new area starts with nothing chosen and the region's recommended prices. */
export const newDraft = (region: AreaRegionFragment): AreaDraft => ({
  districts: new Set(),
  sectorOptOuts: new Set(),
  discounts: new Set(),
  prices: Object.fromEntries(
    region.pricing.map((p) => [p.productCategory.type, penceToPoundsText(p.recommendedPrice.pence)]),
  ),
});

/** A saved area as it was loaded. */
export const draftOf = (coverage: AreaCoverageFragment): AreaDraft => ({
  districts: new Set(coverage.region.districts.filter((d) => d.covered).map((d) => d.id)),
  sectorOptOuts: new Set(
    coverage.region.districts.flatMap((d) => (d.covered ? d.sectors.filter((s) => !s.covered).map((s) => s.id) : [])),
  ),
  discounts: new Set(coverage.region.discounts.filter((d) => d.optedIn).map((d) => d.id)),
  prices: Object.fromEntries(coverage.pricing.map((p) => [p.productCategory.type, penceToPoundsText(p.price.pence)])),
});

const toggled = (set: ReadonlySet<string>, id: string): Set<string> => {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
};

/** A district is one tap: in with all its sectors, or out (its opt-outs go with it). */
export const toggleDistrict = (draft: AreaDraft, district: AreaRegionFragment['districts'][number]): AreaDraft => {
  const sectorOptOuts = new Set(draft.sectorOptOuts);
  for (const sector of district.sectors) sectorOptOuts.delete(sector.id);
  return { ...draft, districts: toggled(draft.districts, district.id), sectorOptOuts };
};

export const toggleSector = (draft: AreaDraft, sectorId: string): AreaDraft => ({
  ...draft,
  sectorOptOuts: toggled(draft.sectorOptOuts, sectorId),
});

export const toggleDiscount = (draft: AreaDraft, discountId: string): AreaDraft => ({
  ...draft,
  discounts: toggled(draft.discounts, discountId),
});

export const setPrice = (draft: AreaDraft, category: ProductCategory, text: string): AreaDraft => ({
  ...draft,
  prices: { ...draft.prices, [category]: text },
});

/** The rule message of each editable price, by category (spec 3 §5). */
export const priceErrors = (
  draft: AreaDraft,
  region: AreaRegionFragment,
  flow: 'add' | 'edit',
): Partial<Record<ProductCategory, string>> => {
  const errors: Partial<Record<ProductCategory, string>> = {};
  for (const p of region.pricing) {
    const category = p.productCategory.type;
    if (!isPriceEditable(category, flow)) continue;
    const error = areaPriceError(draft.prices[category] ?? '', {
      minPrice: p.minPrice.pence,
      maxPrice: p.maxPrice.pence,
    });
    if (error) errors[category] = error;
  }
  return errors;
};

const same = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((x) => b.has(x));

export const isSameDraft = (a: AreaDraft, b: AreaDraft): boolean =>
  same(a.districts, b.districts) &&
  same(a.sectorOptOuts, b.sectorOptOuts) &&
  same(a.discounts, b.discounts) &&
  productCategories.every((c) => (a.prices[c] ?? '') === (b.prices[c] ?? ''));

const pounds = (text: string | undefined) => (text === undefined ? undefined : poundsOfText(text));

/** The draft as the mutations take it. */
export const draftInput = (draft: AreaDraft, region: AreaRegionFragment, flow: 'add' | 'edit') => {
  const editable = (c: ProductCategory) =>
    region.pricing.some((p) => p.productCategory.type === c) && isPriceEditable(c, flow);
  return {
    districtOptIns: region.districts
      .filter((d) => draft.districts.has(d.id))
      .map((d) => ({
        id: d.id,
        covered: true,
        sectorOptOuts: d.sectors
          .filter((s) => draft.sectorOptOuts.has(s.id))
          .map((s) => ({ id: s.id, optedOut: true })),
      })),
    discounts: [...draft.discounts].map((discountId) => ({ discountId, optIn: true })),
    preTestPrice: editable('PreTest') ? pounds(draft.prices.PreTest) : undefined,
    postTestPrice: editable('PostTest') ? pounds(draft.prices.PostTest) : undefined,
  };
};

/** Names of the product categories on the price card. */
export const categoryLabels: Record<ProductCategory, string> = {
  PreTest: 'Learner lessons (pre-test)',
  PostTest: 'Qualified driver lessons (post-test)',
  DitCar: 'DIT in car',
  DitClassroom: 'DIT classroom',
  Motability: 'Motability lessons',
};
