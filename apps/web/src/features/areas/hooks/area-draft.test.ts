import { describe, expect, it } from 'vitest';
import type { AreaRegionFragment } from '../../../gql/graphql.ts';
import {
  draftInput,
  isSameDraft,
  newDraft,
  priceErrors,
  setPrice,
  toggleDistrict,
  toggleSector,
} from './area-draft.ts';

const money = (pence: number) => ({ pence, formatted: `£${(pence / 100).toFixed(2)}` });
const region = {
  id: 'r',
  regionCode: 'NG',
  regionName: 'Nottingham',
  districts: [
    {
      id: 'ng7',
      districtCode: 'NG7',
      covered: false,
      sectors: [1, 2].map((n) => ({ id: `ng7-${n}`, sectorCode: `NG7 ${n}`, covered: false })),
    },
    { id: 'ng8', districtCode: 'NG8', covered: false, sectors: [] },
  ],
  pricing: [
    {
      id: 'p',
      productCategory: { id: 'PreTest', type: 'PreTest' },
      recommendedPrice: money(3600),
      minPrice: money(2800),
      maxPrice: money(4500),
    },
  ],
  discounts: [],
} as unknown as AreaRegionFragment;

describe('the area draft', () => {
  it('starts empty with the recommended price, and a district tap takes its sector opt-outs with it', () => {
    const start = newDraft(region);
    expect(start.prices.PreTest).toBe('36.00');
    const chosen = toggleSector(toggleDistrict(start, region.districts[0]!), 'ng7-2');
    expect(draftInput(chosen, region, 'add')).toEqual({
      districtOptIns: [{ id: 'ng7', covered: true, sectorOptOuts: [{ id: 'ng7-2', optedOut: true }] }],
      discounts: [],
      preTestPrice: 36,
      postTestPrice: undefined,
    });
    const out = toggleDistrict(chosen, region.districts[0]!);
    expect(out.districts.size).toBe(0);
    expect(out.sectorOptOuts.size).toBe(0);
    expect(isSameDraft(out, start)).toBe(true);
  });

  it('is dirty after a price change and shows the rule message', () => {
    const start = newDraft(region);
    const changed = setPrice(start, 'PreTest', '36.10');
    expect(isSameDraft(changed, start)).toBe(false);
    expect(priceErrors(changed, region, 'edit')).toEqual({
      PreTest: 'Pence value must be a multiple of 25 eg .00, .25, .50, .75',
    });
  });
});
