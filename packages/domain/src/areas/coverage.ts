import type { PropositionType } from '../access/index.ts';
import type { ProductCategory } from '../learners/index.ts';
import { districtOf, sectorOf } from '../postcode/index.ts';
import { areaMessages as m } from './messages.ts';

/** What a franchise covers: its opted-in districts ('LS6') less its opted-out sectors ('LS6 4'). */
export type PostcodeCoverage = { districts: readonly string[]; sectorOptOuts: readonly string[] };

/**
 * A pickup postcode is covered when its district is opted in, in any of the franchise's areas, and its sector
 * is not opted out. A franchise with no areas covers nobody.
 */
export const isPostcodeCovered = (postcode: string | null | undefined, coverage: PostcodeCoverage): boolean => {
  const district = districtOf(postcode);
  const sector = sectorOf(postcode);
  if (!district || !sector) return false;
  return coverage.districts.includes(district) && !coverage.sectorOptOuts.includes(sector);
};

/** Which kind of area a franchise has: its add page says 'Add a new {learner|DIT|motability} area'. */
export type AreaKind = 'learner' | 'DIT' | 'motability';

export const areaKindOf = (type: PropositionType): AreaKind =>
  type === 'Dit' ? 'DIT' : type === 'Motability' ? 'motability' : 'learner';

/** The product categories a franchise prices (spec 3 §3). */
export const productCategoriesFor = (type: PropositionType): ProductCategory[] => {
  const kind = areaKindOf(type);
  if (kind === 'DIT') return ['DitCar', 'DitClassroom'];
  if (kind === 'motability') return ['Motability'];
  return ['PreTest', 'PostTest'];
};

/** Spec 3 §6: no areas are added for DIT, and a DIT area is view only. */
export const canAddArea = (type: PropositionType): boolean => areaKindOf(type) !== 'DIT';
export const canEditArea = (type: PropositionType): boolean => areaKindOf(type) !== 'DIT';

/** Prices are set in the add flow except for Motability; on the edit page only the PreTest price. */
export const isPriceEditable = (category: ProductCategory, flow: 'add' | 'edit'): boolean =>
  flow === 'add' ? category === 'PreTest' || category === 'PostTest' : category === 'PreTest';

/** The API's price fields (spec 4 §3, in pounds) and the product category each sets. */
export const priceFieldCategories = { preTestPrice: 'PreTest', postTestPrice: 'PostTest' } as const;
export type PriceField = keyof typeof priceFieldCategories;

/**
 * Why a price sent in `field` cannot be set on an area of this franchise in this flow (spec 3 §6: PreTest and
 * PostTest on adding, PreTest on editing, never a motability or DIT rate), or null when it can. The server refuses
 * such a price rather than ignore it.
 */
export const priceFieldRefusal = (field: PriceField, type: PropositionType, flow: 'add' | 'edit'): string | null => {
  const category = priceFieldCategories[field];
  if (!productCategoriesFor(type).includes(category)) {
    return areaKindOf(type) === 'motability' ? m.motabilityRateFixed : m.priceNotOffered;
  }
  if (isPriceEditable(category, flow)) return null;
  return category === 'PostTest' ? m.postTestPriceFixed : m.priceNotOffered;
};

/** Discounts are for learners (the PreTest category) only. */
export const hasDiscounts = (type: PropositionType): boolean => productCategoriesFor(type).includes('PreTest');

/** The delete modal needs the word typed, in any case. */
export const isDeleteConfirmed = (typed: string): boolean => typed.trim().toLowerCase() === 'delete';

/** 'X of Y' on the area cards. */
export const countOf = (covered: number, total: number): string => `${covered} of ${total}`;
