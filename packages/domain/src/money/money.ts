/**
 * Money is integer pence everywhere: in the database, in the services and in the API (as `Money`, with the
 * pence and the £0.00 text). Pounds exist only at the edges - text a person types or reads, and the few API
 * fields spec 4 gives in pounds (area prices, hourly rates, discount values) - and this file is the only place
 * that converts between the two.
 */
export type Pence = number;

/** What the API sends for an amount: the exact pence, and the text to show. */
export type Money = { pence: Pence; formatted: string };

const PENCE_PER_POUND = 100;
/** A pounds number within a millionth of a penny of whole pence is whole pence: decimals are inexact as floats. */
const WHOLE_PENCE_TOLERANCE = 1e-6;

/** For amounts that are not whole pence only (never in the portal's own data). */
let gbp: Intl.NumberFormat | undefined;

/**
 * £0.00, with thousands commas (negative amounts as -£2.50, nought never negative): en-GB's text, by arithmetic
 * for whole pence. The browser's first formatter of any kind costs a phone tens of milliseconds while it loads
 * its locale data, and this was the home page's (issue 28 §6).
 */
export const formatPence = (pence: Pence): string => {
  if (!Number.isSafeInteger(pence)) {
    gbp ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
    return gbp.format(pence / PENCE_PER_POUND);
  }
  const whole = Math.abs(pence);
  const rest = whole % PENCE_PER_POUND;
  const pounds = String((whole - rest) / PENCE_PER_POUND).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${pence < 0 ? '-' : ''}£${pounds}.${String(rest).padStart(2, '0')}`;
};

export const toMoney = (pence: Pence): Money => ({ pence, formatted: formatPence(pence) });

export const isWholePence = (value: number): boolean => Number.isSafeInteger(value);

/**
 * Pounds typed by a person ("12", "12.5", "12.50", "£12.50", "1,250.50") as pence, or null when it is not an
 * amount of pounds and pence (up to £9,999,999.99). Parsed from the text, never through float arithmetic.
 */
export const parsePounds = (text: string): Pence | null => {
  const match = /^\s*£?\s*(\d{1,7}|\d{1,3},\d{3}|\d,\d{3},\d{3})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match?.[1]) return null;
  const pounds = Number(match[1].replaceAll(',', ''));
  const pence = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  return pounds * PENCE_PER_POUND + pence;
};

/** Pence as the pounds text an input shows ("12.50", "-2.50"), exact for every safe integer. */
export const penceToPoundsText = (pence: Pence): string => {
  if (!Number.isSafeInteger(pence)) return (pence / PENCE_PER_POUND).toFixed(2);
  const whole = Math.abs(pence);
  const rest = whole % PENCE_PER_POUND;
  const pounds = (whole - rest) / PENCE_PER_POUND;
  return `${pence < 0 ? '-' : ''}${pounds}.${String(rest).padStart(2, '0')}`;
};

/** Pence as a number of pounds, for the API fields spec 4 gives in pounds (a discount's value). */
export const penceToPounds = (pence: Pence): number => pence / PENCE_PER_POUND;

/**
 * Typed pounds read loosely as a number of pounds: thousands commas dropped, NaN when not a number, 0 when empty.
 * For rules that rank their messages by the amount before its format (the area prices); parsePounds to store.
 */
export const poundsOfText = (text: string): number => Number(text.trim().replaceAll(',', ''));

/** Pounds as pence before any rounding: compares an amount with bounds in pence exactly as it was given. */
export const poundsInPence = (pounds: number): number => pounds * PENCE_PER_POUND;

/**
 * Pounds as a number (the API's prices and rates, spec 4) to the nearest penny, or null when not a number.
 * Halves round up, as Math.round does: 12.345 (1234.5 pence as a float) gives 1235, -12.345 gives -1234.
 */
export const poundsToPence = (pounds: number): Pence | null =>
  Number.isFinite(pounds) ? Math.round(poundsInPence(pounds)) : null;

/** Whether a number of pounds is whole pence (12.1 is, 12.345 is not), as far as floats can tell. */
export const hasWholePence = (pounds: number): boolean => {
  const pence = poundsInPence(pounds);
  return Number.isFinite(pence) && Math.abs(pence - Math.round(pence)) < WHOLE_PENCE_TOLERANCE;
};

/** VAT rates are basis points: 2000 = 20%. */
export type VatRateBasisPoints = number;
export const STANDARD_VAT_RATE: VatRateBasisPoints = 2000;

/** The VAT on an amount excluding VAT, rounded half up to the penny. */
export const vatOn = (excludingVat: Pence, rate: VatRateBasisPoints = STANDARD_VAT_RATE): Pence =>
  Math.round((excludingVat * rate) / 10_000);

export const withVat = (excludingVat: Pence, rate: VatRateBasisPoints = STANDARD_VAT_RATE): Pence =>
  excludingVat + vatOn(excludingVat, rate);

/** The part of an amount including VAT that is not VAT, rounded to the penny. */
export const withoutVat = (includingVat: Pence, rate: VatRateBasisPoints = STANDARD_VAT_RATE): Pence =>
  Math.round((includingVat * 10_000) / (10_000 + rate));

export const sumPence = (amounts: readonly Pence[]): Pence => amounts.reduce((total, amount) => total + amount, 0);
