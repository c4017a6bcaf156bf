/**
 * Money is integer pence everywhere: in the database, in the services and in the API (as `Money`, with the
 * pence and the £0.00 text). Pounds exist only as text a person types or reads.
 */
export type Pence = number;

/** What the API sends for an amount: the exact pence, and the text to show. */
export type Money = { pence: Pence; formatted: string };

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });

/** £0.00 (negative amounts as -£0.00). */
export const formatPence = (pence: Pence): string => gbp.format(pence / 100);

export const toMoney = (pence: Pence): Money => ({ pence, formatted: formatPence(pence) });

export const isWholePence = (value: number): boolean => Number.isSafeInteger(value);

/**
 * Pounds typed by a person ("12", "12.5", "12.50", "£12.50") as pence, or null when it is not an amount of
 * pounds and pence. Parsed from the text, never through float arithmetic.
 */
export const parsePounds = (text: string): Pence | null => {
  const match = /^\s*£?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const pounds = Number(match[1]);
  const pence = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  return pounds * 100 + pence;
};

/** Pence as the pounds text an input shows ("12.50"). */
export const penceToPoundsText = (pence: Pence): string => (pence / 100).toFixed(2);

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
