import { type BrandSlug, brands } from '@portal/domain/access';

/** The brand's support site, in a new window (spec 1 §2 shared layout). */
export const openSupportSite = (brand: BrandSlug): void => {
  window.open(brands[brand].supportSite, '_blank', 'noopener,noreferrer');
};
