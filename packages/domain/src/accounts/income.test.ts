import { describe, expect, it } from 'vitest';
import { isPostedBy, isVatRegistered, summariseTaxYear, taxYear, valueExVatFor } from './index.ts';

describe('income and VAT (issue 23 defect 6)', () => {
  it('counts an instructor as VAT registered only with a VAT number', () => {
    expect(isVatRegistered('GB123456789')).toBe(true);
    expect(isVatRegistered('')).toBe(false);
    expect(isVatRegistered('   ')).toBe(false);
    expect(isVatRegistered(null)).toBe(false);
  });

  it('splits VAT out of lesson money only for a VAT-registered instructor; fees keep their VAT', () => {
    const purchase = { kind: 'Purchase', value: 4_200, valueExVat: 3_500 } as const;
    const refund = { kind: 'Refund', value: -4_200, valueExVat: -3_500 } as const;
    const fee = { kind: 'Invoice', value: -24_500, valueExVat: -20_417 } as const;
    expect([purchase, refund, fee].map((l) => valueExVatFor(l, false))).toEqual([4_200, -4_200, -20_417]);
    expect([purchase, refund, fee].map((l) => valueExVatFor(l, true))).toEqual([3_500, -3_500, -20_417]);
  });

  it('posts a line on its day and before, never after', () => {
    expect(isPostedBy('2026-11-27', '2026-11-27')).toBe(true);
    expect(isPostedBy('2026-11-26', '2026-11-27')).toBe(true);
    expect(isPostedBy('2026-11-28', '2026-11-27')).toBe(false);
  });

  it('leaves lines dated after today out of the tax year, keeping today and everything before', () => {
    const lines = [
      { date: '2026-04-06', kind: 'Purchase', value: 1_000 },
      { date: '2026-11-27', kind: 'Purchase', value: 2_000 },
      { date: '2026-11-28', kind: 'Purchase', value: 4_000 },
      { date: '2026-12-01', kind: 'Invoice', value: -8_000 },
    ] as const;
    const summary = summariseTaxYear(lines, taxYear(2026), '2026-11-27');
    expect(summary.lessonIncome).toBe(3_000);
    expect(summary.franchiseFees).toBe(0);
    expect(summariseTaxYear(lines, taxYear(2026)).lessonIncome).toBe(7_000);
  });
});
