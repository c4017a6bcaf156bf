import type { PropositionType } from '@portal/domain/access';
import {
  areaPriceError,
  areaPricePence,
  areaPriceText,
  chosenDiscounts,
  chosenDistricts,
  hasDiscounts,
  isPriceEditable,
  areaMessages as m,
  type PriceField,
  priceFieldRefusal,
  productCategoriesFor,
} from '@portal/domain/areas';
import { DomainError } from '@portal/domain/errors';
import type { ProductCategory } from '@portal/domain/learners';
import type { CoverageChoices, NewChoices, RegionDetails } from './areas.repository.ts';

type ChoiceInput = {
  districtOptIns: Parameters<typeof chosenDistricts>[0];
  discounts: Parameters<typeof chosenDiscounts>[0];
  preTestPrice?: number | null;
  postTestPrice?: number | null;
};

const badInput = (message: string, field: string) => new DomainError('INVALID_INPUT', message, { field });

const typedPrice = (input: ChoiceInput, category: ProductCategory): number | null | undefined =>
  category === 'PreTest' ? input.preTestPrice : category === 'PostTest' ? input.postTestPrice : undefined;

/** A price the input sends that this area cannot take is refused (not ignored), before anything else is read. */
const refuseUnsettablePrices = (input: ChoiceInput, type: PropositionType, flow: 'add' | 'edit') => {
  for (const field of ['preTestPrice', 'postTestPrice'] as const satisfies PriceField[]) {
    const refusal = input[field] == null ? null : priceFieldRefusal(field, type, flow);
    if (refusal) throw badInput(refusal, field);
  }
};

/**
 * The prices an area will have: each category the franchise prices, from the input where it may be set
 * (spec 3 §6: PreTest and PostTest on adding, PreTest on editing; never Motability), else what the area had,
 * else the region's recommended price. Every typed price passes the spec's rules against the region's bounds.
 */
const pricesFor = (
  input: ChoiceInput,
  type: PropositionType,
  details: RegionDetails,
  flow: 'add' | 'edit',
  before?: CoverageChoices,
): NewChoices['prices'] => {
  const prices: NewChoices['prices'] = [];
  for (const category of productCategoriesFor(type)) {
    const bounds = details.prices.find((p) => p.productCategory === category);
    const typed = typedPrice(input, category);
    if (!bounds && typed != null)
      throw badInput(m.priceNotOffered, category === 'PreTest' ? 'preTestPrice' : 'postTestPrice');
    if (!bounds) continue;
    const previous = before?.prices.find((p) => p.productCategory === category)?.pricePence;
    if (typed == null || !isPriceEditable(category, flow)) {
      prices.push({ productCategory: category, pricePence: previous ?? bounds.recommendedPence });
      continue;
    }
    const text = areaPriceText(typed);
    const error = areaPriceError(text, { minPrice: bounds.minPence, maxPrice: bounds.maxPence });
    if (error) throw badInput(error, category === 'PreTest' ? 'preTestPrice' : 'postTestPrice');
    prices.push({ productCategory: category, pricePence: areaPricePence(text) });
  }
  return prices;
};

/**
 * An area's choices checked against its region: at least one of the region's districts, opted-out sectors of
 * the chosen districts only, the region's discounts only (and none for a franchise without discounts), and
 * prices by the spec's rules. Throws the first problem; nothing is written before this passes.
 */
export const checkedChoices = (
  input: ChoiceInput,
  type: PropositionType,
  details: RegionDetails,
  flow: 'add' | 'edit',
  before?: CoverageChoices,
): NewChoices => {
  refuseUnsettablePrices(input, type, flow);
  const districts = chosenDistricts(input.districtOptIns);
  const regionDistricts = new Set(details.districts.map((d) => d.id));
  if (districts.length === 0) throw badInput(m.noDistricts, 'districtOptIns');
  const sectorIds: string[] = [];
  for (const district of districts) {
    if (!regionDistricts.has(district.id)) throw badInput(m.unknownDistrict, 'districtOptIns');
    for (const sectorId of district.sectorOptOuts) {
      if (!details.sectors.some((s) => s.id === sectorId && s.districtId === district.id)) {
        throw badInput(m.unknownDistrict, 'districtOptIns');
      }
      sectorIds.push(sectorId);
    }
  }
  const discountIds = chosenDiscounts(input.discounts);
  const allowed = hasDiscounts(type) ? new Set(details.discounts.map((d) => d.id)) : new Set<string>();
  if (discountIds.some((id) => !allowed.has(id))) throw badInput(m.unknownDiscount, 'discounts');
  return {
    districtIds: [...new Set(districts.map((d) => d.id))],
    sectorIds: [...new Set(sectorIds)],
    discountIds: [...new Set(discountIds)],
    prices: pricesFor(input, type, details, flow, before),
  };
};
