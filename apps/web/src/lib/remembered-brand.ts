import { type BrandSlug, brandFromText } from '@portal/domain/access';

const KEY = 'portal.brand';

/** The brand last used on this device, so error pages and the 401 link wear the right colours. */
export const rememberedBrand = (): BrandSlug => {
  try {
    return brandFromText(localStorage.getItem(KEY));
  } catch {
    return 'aa';
  }
};

export const rememberBrand = (brand: BrandSlug): void => {
  try {
    localStorage.setItem(KEY, brand);
  } catch {
    // Private browsing without storage: the yellow brand is the fallback anyway.
  }
};
