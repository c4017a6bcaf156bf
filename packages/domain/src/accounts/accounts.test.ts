import { addDays, format, parseISO, startOfWeek } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatPence } from '../money/index.ts';
import {
  accountReference,
  addWeeks,
  invoiceDueDate,
  isInArrears,
  ledgerRangeSchema,
  summariseTaxYear,
  taxMonthIndex,
  taxYear,
  taxYearOf,
  transactionsCsv,
  weekEndOf,
  weekStartOf,
} from './index.ts';

describe('tax years', () => {
  it('starts on 6 April and ends on 5 April', () => {
    expect(taxYearOf('2026-04-05')).toMatchObject({ startYear: 2025, label: '2025/26' });
    expect(taxYearOf('2026-04-06')).toMatchObject({ startYear: 2026, from: '2026-04-06', to: '2027-04-05' });
    expect(taxYearOf('2027-01-01').label).toBe('2026/27');
    expect(taxYear(2099).label).toBe('2099/00');
  });
  it('puts days into tax months running from the 6th to the 5th', () => {
    const year = taxYear(2025);
    expect(taxMonthIndex('2025-04-06', year)).toBe(0);
    expect(taxMonthIndex('2025-05-05', year)).toBe(0);
    expect(taxMonthIndex('2025-05-06', year)).toBe(1);
    expect(taxMonthIndex('2026-04-05', year)).toBe(11);
  });
  it('sums lesson income (purchases less refunds) against franchise fees, leaving other years out', () => {
    const summary = summariseTaxYear(
      [
        { date: '2025-04-05', kind: 'Purchase', value: 99_900 },
        { date: '2025-04-06', kind: 'Purchase', value: 10_000 },
        { date: '2025-04-20', kind: 'Refund', value: -2_500 },
        { date: '2025-04-21', kind: 'Invoice', value: -18_000 },
        { date: '2026-03-01', kind: 'Purchase', value: 5_000 },
        { date: '2026-03-01', kind: 'Reallocation', value: 7_000 },
      ],
      taxYear(2025),
    );
    expect(summary.months[0]).toEqual({ label: 'Apr', lessonIncome: 7_500, franchiseFees: 18_000 });
    expect(summary.months[10]).toEqual({ label: 'Feb', lessonIncome: 5_000, franchiseFees: 0 });
    expect(summary).toMatchObject({ lessonIncome: 12_500, franchiseFees: 18_000 });
  });
});

describe('weeks', () => {
  it('start on Monday', () => {
    expect(weekStartOf('2026-11-25')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(weekEndOf('2026-11-23')).toBe('2026-11-29');
    // the autumn clock change Sunday belongs to the week before
    expect(weekStartOf('2026-10-25')).toBe('2026-10-19');
  });

  it("agree with date-fns' weeks on every day of two years, and step a whole week at a time", () => {
    for (let day = 0; day < 731; day += 1) {
      const date = format(addDays(parseISO('2026-01-01'), day), 'yyyy-MM-dd');
      expect(weekStartOf(date)).toBe(format(startOfWeek(parseISO(date), { weekStartsOn: 1 }), 'yyyy-MM-dd'));
    }
    expect(addWeeks('2026-12-28', 1)).toBe('2027-01-04');
    expect(addWeeks('2026-11-30', -2)).toBe('2026-11-16');
  });
});

describe('arrears', () => {
  it('counts an unpaid invoice once it is past its due date, never a paid one', () => {
    expect(invoiceDueDate('2026-11-02')).toBe('2026-11-09');
    expect(isInArrears({ invoiceDate: '2026-11-02', paid: false }, '2026-11-09')).toBe(false);
    expect(isInArrears({ invoiceDate: '2026-11-02', paid: false }, '2026-11-10')).toBe(true);
    expect(isInArrears({ invoiceDate: '2026-11-02', paid: true }, '2026-12-10')).toBe(false);
  });
  it('names the account by brand and ADI number', () => {
    expect(accountReference('AADS', '100001', 'abcdef12-0000')).toBe('AA-100001-ABCD');
    expect(accountReference('BSM', '100002', '0f00')).toBe('BSM-100002-0F00');
  });
});

describe('money and CSV', () => {
  it('formats pence as pounds, negative amounts with a minus', () => {
    expect(formatPence(18_000)).toBe('£180.00');
    expect(formatPence(-2_550)).toBe('-£25.50');
    expect(formatPence(123_456_78)).toBe('£123,456.78');
  });
  it('writes transactions as CSV with en-GB dates, plain pound amounts and VAT', () => {
    const csv = transactionsCsv([
      { date: '2026-11-23', name: 'Lesson purchase, "Isla"', kind: 'Purchase', value: 4_200, valueExVat: 3_500 },
      { date: '2026-11-24', name: '=HYPERLINK("x")', kind: 'Invoice', value: -18_000, valueExVat: -15_000 },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '"Date","Description","Type","Amount (GBP)","Amount ex VAT (GBP)","VAT (GBP)"',
      '"23/11/2026","Lesson purchase, ""Isla""","Purchase",42.00,35.00,7.00',
      `"24/11/2026","'=HYPERLINK(""x"")","Invoice",-180.00,-150.00,-30.00`,
      '',
    ]);
  });
});

describe('ledger ranges', () => {
  it('takes from..to up to 400 days, refusing a backwards or malformed range', () => {
    expect(ledgerRangeSchema.safeParse({ from: '2026-11-23', to: '2026-11-29' }).success).toBe(true);
    expect(ledgerRangeSchema.safeParse({ from: '2026-11-29', to: '2026-11-23' }).success).toBe(false);
    expect(ledgerRangeSchema.safeParse({ from: '2025-01-01', to: '2026-11-23' }).success).toBe(false);
    expect(ledgerRangeSchema.safeParse({ from: '2026-13-01', to: '2026-11-23' }).success).toBe(false);
  });
});
