import { describe, expect, it } from 'vitest';
import { legalStatement, primaryBrandSlug } from './brand.ts';

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

describe('legalStatement (footer and PDFs)', () => {
  it("names the brand's legal entity and its appointed-representative status", () => {
    expect(legalStatement('aa')).toMatch(
      /^AA Driving School is a trading name of Automobile Association Developments Limited, registered in England and Wales\. .* is an appointed representative of an insurance services company/,
    );
    expect(legalStatement('bsm')).toContain('BSM is a trading name of British School of Motoring Limited');
  });
});
