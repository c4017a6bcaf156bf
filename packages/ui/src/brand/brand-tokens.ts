import type { BrandSlug } from '@portal/domain/access';

export const BRAND_YELLOW = '#FFCC00';
export const BRAND_ORANGE = '#F9812A';
export const PRIMARY_BLUE = '#0D73D9';
export const INK = '#1D1D1B';

/** What differs between the two brands' looks. Every pair here passes WCAG AA contrast. */
type BrandTokens = {
  /** Contained primary buttons. */
  button: string;
  buttonHover: string;
  onButton: string;
  /** Text buttons and links (yellow text on white would fail contrast, so the yellow brand uses ink). */
  text: string;
  /** The fixed top bar. */
  bar: string;
  onBar: string;
  barBorder: string;
  /** The selected navigation item. */
  navAccent: string;
  navSelected: string;
  /** Avatar of a one-brand instructor. */
  avatar: string;
  onAvatar: string;
};

export const brandTokens: Record<BrandSlug, BrandTokens> = {
  aa: {
    button: BRAND_YELLOW,
    buttonHover: '#F2BC00',
    onButton: INK,
    text: INK,
    bar: BRAND_YELLOW,
    onBar: INK,
    barBorder: '#E6B800',
    navAccent: BRAND_YELLOW,
    navSelected: '#FFF6CC',
    avatar: INK,
    onAvatar: BRAND_YELLOW,
  },
  bsm: {
    button: PRIMARY_BLUE,
    buttonHover: '#0A5DB0',
    onButton: '#FFFFFF',
    text: '#0A5DB0',
    bar: '#FFFFFF',
    onBar: '#0A3D73',
    barBorder: PRIMARY_BLUE,
    navAccent: PRIMARY_BLUE,
    navSelected: '#E7F1FC',
    avatar: PRIMARY_BLUE,
    onAvatar: '#FFFFFF',
  },
};

/** Grey avatar for an instructor who holds both brands. */
export const bothBrandsAvatar = { avatar: '#616161', onAvatar: '#FFFFFF' };
