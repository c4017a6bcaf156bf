import {
  formatPence,
  hasWholePence,
  type Pence,
  parsePounds,
  penceToPoundsText,
  poundsInPence,
  poundsOfText,
  poundsToPence,
} from '../money/index.ts';
import { areaMessages as m } from './messages.ts';

/** A region's bounds for one product category, in pence. */
export type PriceBounds = { minPrice: Pence; maxPrice: Pence };

/** £ with optional comma thousands separators, and pence as two digits when given: 1,250.50 or 32 or 32.75. */
const MONEY_FORMAT = /^(\d{1,3}(,\d{3})*|\d+)(\.\d{2})?$/;

/**
 * Spec 3 §5, the area price rules in their order: not 0, not above the region's maximum, not below its
 * minimum, a money format, pence a multiple of 25. The first broken rule's message, or null when the price is
 * good. The form checks what is typed; the server checks the same text before every write.
 */
export const areaPriceError = (text: string, bounds: PriceBounds): string | null => {
  const trimmed = text.trim();
  const value = poundsOfText(trimmed);
  const pence = poundsInPence(value);
  if (value === 0) return m.priceZero;
  if (pence > bounds.maxPrice) return m.priceTooHigh(formatPence(bounds.maxPrice));
  if (pence < bounds.minPrice) return m.priceTooLow(formatPence(bounds.minPrice));
  if (!MONEY_FORMAT.test(trimmed)) return m.priceFormat;
  if (Math.round(pence) % 25 !== 0) return m.pricePence;
  return null;
};

/** A good price's text as pence (call after areaPriceError gave null). */
export const areaPricePence = (text: string): Pence => parsePounds(text) ?? Number.NaN;

/**
 * The API takes prices as numbers of pounds (spec 4 §3). As the text the rules read: two decimals when the
 * number is whole pence (12.1 is "12.10", so its pence are checked), otherwise as written (12.123 fails the format).
 */
export const areaPriceText = (pounds: number): string => {
  const pence = poundsToPence(pounds);
  return pence !== null && hasWholePence(pounds) ? penceToPoundsText(pence) : String(pounds);
};
