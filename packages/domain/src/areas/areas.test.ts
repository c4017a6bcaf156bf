import { describe, expect, it } from 'vitest';
import { franchiseTabs } from '../franchise/index.ts';
import {
  areaKindOf,
  areaPriceError,
  areaPricePence,
  areaPriceText,
  canGoNext,
  isDeleteConfirmed,
  isPostcodeCovered,
  lastStage,
  nextStage,
  productCategoriesFor,
  stageAfterRegion,
} from './index.ts';

const bounds = { minPrice: 2800, maxPrice: 4500 };

describe('area price rules, in the spec order', () => {
  it('refuses 0 first, even in a bad format', () => {
    expect(areaPriceError('0', bounds)).toBe('Price must be greater than 0');
    expect(areaPriceError('0.0', bounds)).toBe('Price must be greater than 0');
    expect(areaPriceError('', bounds)).toBe('Price must be greater than 0');
  });

  it('then the maximum, then the minimum, shown as money', () => {
    expect(areaPriceError('45.25', bounds)).toBe('Price cannot be higher than £45.00');
    expect(areaPriceError('45.1', bounds)).toBe('Price cannot be higher than £45.00');
    expect(areaPriceError('27.75', bounds)).toBe('Price cannot be lower than £28.00');
  });

  it('then the money format, then the 25 pence step', () => {
    expect(areaPriceError('32.5', bounds)).toBe('Please enter a valid price');
    expect(areaPriceError('abc', bounds)).toBe('Please enter a valid price');
    expect(areaPriceError('32.10', bounds)).toBe('Pence value must be a multiple of 25 eg .00, .25, .50, .75');
    expect(areaPriceError('32.75', bounds)).toBeNull();
    expect(areaPriceError('32', bounds)).toBeNull();
    expect(areaPriceError('1,250.00', { minPrice: 100, maxPrice: 200_000 })).toBeNull();
    expect(areaPriceError('12,50.00', { minPrice: 100, maxPrice: 200_000 })).toBe('Please enter a valid price');
  });

  it('reads the API numbers as the form text, so 12.10 meets the pence rule', () => {
    expect(areaPriceText(12.1)).toBe('12.10');
    expect(areaPriceText(32)).toBe('32.00');
    expect(areaPriceText(32.123)).toBe('32.123');
    expect(areaPriceError(areaPriceText(32.1), bounds)).toBe(
      'Pence value must be a multiple of 25 eg .00, .25, .50, .75',
    );
    expect(areaPriceError(areaPriceText(32.123), bounds)).toBe('Please enter a valid price');
    expect(areaPricePence('1,032.25')).toBe(103225);
  });
});

describe('coverage of a postcode', () => {
  const coverage = { districts: ['LS6', 'LS7'], sectorOptOuts: ['LS6 4'] };
  it('is its district opted in and its sector not opted out', () => {
    expect(isPostcodeCovered('LS6 2AS', coverage)).toBe(true);
    expect(isPostcodeCovered('ls72ab', coverage)).toBe(true);
    expect(isPostcodeCovered('LS6 4QZ', coverage)).toBe(false);
    expect(isPostcodeCovered('LS8 1AA', coverage)).toBe(false);
    expect(isPostcodeCovered(null, coverage)).toBe(false);
    expect(isPostcodeCovered('LS6 2AS', { districts: [], sectorOptOuts: [] })).toBe(false);
  });
});

describe('franchise kinds', () => {
  it('names the area kind and prices the categories of each proposition type', () => {
    expect(areaKindOf('Full')).toBe('learner');
    expect(areaKindOf('Dit')).toBe('DIT');
    expect(areaKindOf('Motability')).toBe('motability');
    expect(productCategoriesFor('Trainee')).toEqual(['PreTest', 'PostTest']);
    expect(productCategoriesFor('Dit')).toEqual(['DitCar', 'DitClassroom']);
    expect(productCategoriesFor('Motability')).toEqual(['Motability']);
  });

  it('confirms a delete with the word in any case', () => {
    expect(isDeleteConfirmed('DeLeTe ')).toBe(true);
    expect(isDeleteConfirmed('delet')).toBe(false);
  });
});

describe('add-area stages', () => {
  const learner = { motability: false, discountCount: 2 };
  const noDiscounts = { motability: false, discountCount: 0 };
  const motability = { motability: true, discountCount: 2 };

  it('moves to stage 2 on a region and back to 1 for an empty id', () => {
    expect(stageAfterRegion('r1')).toBe(2);
    expect(stageAfterRegion('')).toBe(1);
  });

  it('goes on from 2 always and from 3 only when discounts follow', () => {
    expect(nextStage(2, learner)).toBe(3);
    expect(nextStage(3, learner)).toBe(4);
    expect(lastStage(learner)).toBe(4);
    expect(canGoNext(3, noDiscounts)).toBe(false);
    expect(nextStage(3, motability)).toBe(3);
    expect(lastStage(motability)).toBe(3);
    expect(canGoNext(1, learner)).toBe(false);
    expect(canGoNext(4, learner)).toBe(false);
  });
});

describe('areas tab labels', () => {
  it("labels 100006's tabs DIT and Motability with the spec's test ids, and two brands with their prefix", () => {
    const franchise = (id: string, type: 'Dit' | 'Motability' | 'Full', brand: 'AADS' | 'BSM' = 'AADS') => ({
      id,
      proposition: { name: `${brand} ${type}`, type, brand },
    });
    const tabs = franchiseTabs([franchise('m', 'Motability'), franchise('d', 'Dit')]);
    expect(tabs.map((t) => [t.label, t.testIdSuffix])).toEqual([
      ['DIT', 'dit'],
      ['Motability', 'motability'],
    ]);
    const twoBrands = franchiseTabs([franchise('b', 'Full', 'BSM'), franchise('a', 'Full')]);
    expect(twoBrands.map((t) => t.label)).toEqual(['AA Learners', 'BSM Learners']);
  });
});
