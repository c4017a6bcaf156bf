import { describe, expect, it } from 'vitest';
import { primaryBrandSlug } from './brand.ts';

describe('primaryBrandSlug (the brand of the signed-in shell)', () => {
  it('is the yellow brand when AADS is held, alone or with BSM', () => {
    expect(primaryBrandSlug(['AADS'])).toBe('aa');
    expect(primaryBrandSlug(['AADS', 'BSM'])).toBe('aa');
  });
  it('is the blue-and-white brand only when BSM is the only brand', () => {
    expect(primaryBrandSlug(['BSM'])).toBe('bsm');
  });
  it('defaults to the yellow brand with no brands', () => {
    expect(primaryBrandSlug([])).toBe('aa');
  });
});
