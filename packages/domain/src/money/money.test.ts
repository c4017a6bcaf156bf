import { describe, expect, it } from 'vitest';
import {
  formatPence,
  hasWholePence,
  parsePounds,
  penceToPounds,
  penceToPoundsText,
  poundsOfText,
  poundsToPence,
  sumPence,
  toMoney,
  vatOn,
  withoutVat,
  withVat,
} from './money.ts';

describe('money', () => {
  it('formats pence as pounds with two decimals', () => {
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(1210)).toBe('£12.10');
    expect(formatPence(123456)).toBe('£1,234.56');
    expect(formatPence(-250)).toBe('-£2.50');
    expect(toMoney(3550)).toEqual({ pence: 3550, formatted: '£35.50' });
  });

  it("formats whole pence as en-GB's currency formatter does, without making one", () => {
    const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
    const amounts = [1, 9, 10, 99, 100, 101, 99_999, 100_000, 100_001, 999_999_99, 1_000_000_00, 123_456_789_012];
    for (let pence = -1_234_567; pence <= 1_234_567; pence += 997) amounts.push(pence);
    for (const pence of [...amounts, ...amounts.map((a) => -a)]) {
      expect(formatPence(pence)).toBe(gbp.format(pence / 100));
    }
    // Nought is never negative (Intl says -£0.00 for -0, as Math.round(-0.4) gives).
    expect(formatPence(-0)).toBe('£0.00');
    // Not whole pence: Intl's rounding.
    expect(formatPence(1234.5)).toBe(gbp.format(12.345));
  });

  it('parses typed pounds without float error', () => {
    expect(parsePounds('12.10')).toBe(1210);
    expect(parsePounds('£12.5')).toBe(1250);
    expect(parsePounds(' 40 ')).toBe(4000);
    expect(parsePounds('0.29')).toBe(29);
    expect(parsePounds('12.345')).toBeNull();
    expect(parsePounds('abc')).toBeNull();
    expect(parsePounds('-3')).toBeNull();
    expect(penceToPoundsText(1250)).toBe('12.50');
  });

  it('parses typed pounds with a £ sign or thousands commas, up to £9,999,999.99', () => {
    expect(parsePounds('£1,250.50')).toBe(125_050);
    expect(parsePounds('1,250')).toBe(125_000);
    expect(parsePounds('£ 9,999,999.99')).toBe(999_999_999);
    expect(parsePounds('9999999.99')).toBe(999_999_999);
    expect(parsePounds('10,000,000')).toBeNull();
    expect(parsePounds('10000000')).toBeNull();
    expect(parsePounds('12,50.00')).toBeNull();
    expect(parsePounds('1,2500')).toBeNull();
    expect(parsePounds('£-3')).toBeNull();
    expect(parsePounds('12.')).toBeNull();
  });

  it('writes pence as pounds text, negative and very large amounts exactly', () => {
    expect(penceToPoundsText(0)).toBe('0.00');
    expect(penceToPoundsText(5)).toBe('0.05');
    expect(penceToPoundsText(1210)).toBe('12.10');
    expect(penceToPoundsText(-250)).toBe('-2.50');
    expect(penceToPoundsText(-5)).toBe('-0.05');
    expect(penceToPoundsText(123_456)).toBe('1234.56');
    expect(penceToPoundsText(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    // (pence / 100).toFixed(2) says 90071992547340.13 here: the float is a penny out.
    expect(penceToPoundsText(9_007_199_254_734_012)).toBe('90071992547340.12');
    expect(formatPence(1_234_567_890_123)).toBe('£12,345,678,901.23');
  });

  it('converts pounds numbers (the API prices and rates) to the nearest penny', () => {
    expect(poundsToPence(12.1)).toBe(1210);
    expect(poundsToPence(35.75)).toBe(3575);
    expect(poundsToPence(0.1 + 0.2)).toBe(30);
    // 12.345 is 1234.5 pence as a float: halves round up, so negative halves round towards zero.
    expect(poundsToPence(12.345)).toBe(1235);
    expect(poundsToPence(-12.345)).toBe(-1234);
    expect(poundsToPence(-2.5)).toBe(-250);
    expect(poundsToPence(21_474_836.47)).toBe(2_147_483_647);
    expect(poundsToPence(Number.NaN)).toBeNull();
    expect(poundsToPence(Number.POSITIVE_INFINITY)).toBeNull();
    expect(penceToPounds(1210)).toBe(12.1);
    expect(penceToPounds(-250)).toBe(-2.5);
  });

  it('tells whole pence from fractions of a penny, despite float error', () => {
    expect(hasWholePence(12.1)).toBe(true);
    expect(hasWholePence(0.1 + 0.2)).toBe(true);
    expect(hasWholePence(-35.75)).toBe(true);
    expect(hasWholePence(1_000_000)).toBe(true);
    expect(hasWholePence(12.345)).toBe(false);
    expect(hasWholePence(32.123)).toBe(false);
    expect(hasWholePence(Number.NaN)).toBe(false);
    expect(hasWholePence(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('reads typed pounds loosely for rules that rank messages by amount', () => {
    expect(poundsOfText(' 1,250.5 ')).toBe(1250.5);
    expect(poundsOfText('45.004')).toBe(45.004);
    expect(poundsOfText('')).toBe(0);
    expect(poundsOfText('abc')).toBeNaN();
    expect(poundsOfText('£12')).toBeNaN();
  });

  it('works out VAT at 20% to the penny', () => {
    expect(vatOn(3000)).toBe(600);
    expect(withVat(2917)).toBe(3500);
    expect(withoutVat(3500)).toBe(2917);
    expect(withoutVat(0)).toBe(0);
    expect(sumPence([100, 250, -50])).toBe(300);
  });
});
