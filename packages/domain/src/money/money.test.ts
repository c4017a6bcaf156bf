import { describe, expect, it } from 'vitest';
import { formatPence, parsePounds, penceToPoundsText, sumPence, toMoney, vatOn, withoutVat, withVat } from './money.ts';

describe('money', () => {
  it('formats pence as pounds with two decimals', () => {
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(1210)).toBe('£12.10');
    expect(formatPence(123456)).toBe('£1,234.56');
    expect(formatPence(-250)).toBe('-£2.50');
    expect(toMoney(3550)).toEqual({ pence: 3550, formatted: '£35.50' });
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

  it('works out VAT at 20% to the penny', () => {
    expect(vatOn(3000)).toBe(600);
    expect(withVat(2917)).toBe(3500);
    expect(withoutVat(3500)).toBe(2917);
    expect(withoutVat(0)).toBe(0);
    expect(sumPence([100, 250, -50])).toBe(300);
  });
});
