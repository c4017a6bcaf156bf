import { describe, expect, it } from 'vitest';
import {
  addToAgedArrears,
  allocatePayment,
  arrearsAgeOf,
  creditAmounts,
  emptyAgedArrears,
  type FeeAgreement,
  feeLinesForWeek,
  feeMessages,
  feeRunSchema,
  recordPaymentSchema,
} from './fees.ts';
import { paymentsCsv, xeroInvoiceColumns, xeroInvoicesCsv } from './xero-csv.ts';

const weekly: FeeAgreement = {
  propositionName: 'Full Franchise Manual',
  frequency: 'Weekly',
  unitNetPence: 20_417,
  fromDate: '2025-01-06',
  toDate: null,
};

describe('the fee run: what an agreement owes in a week', () => {
  it('bills a weekly fee once per week, keyed by the Monday, with VAT at 20%', () => {
    expect(feeLinesForWeek(weekly, '2030-04-29')).toEqual([
      {
        periodStart: '2030-04-29',
        name: 'weekly franchise fee',
        description: 'Full Franchise Manual: weekly franchise fee, week commencing 29/04/2030',
        quantity: 1,
        unitNetPence: 20_417,
        netPence: 20_417,
        vatRate: 2000,
        vatPence: 4_083,
        grossPence: 24_500,
      },
    ]);
  });

  it('bills nothing before the agreement starts, after it ends, or for a dormant proposition', () => {
    expect(feeLinesForWeek({ ...weekly, fromDate: '2030-05-06' }, '2030-04-29')).toEqual([]);
    expect(feeLinesForWeek({ ...weekly, toDate: '2030-04-28' }, '2030-04-29')).toEqual([]);
    expect(feeLinesForWeek({ ...weekly, propositionName: 'dormant Full Franchise' }, '2030-04-29')).toEqual([]);
    // Starting on the Sunday or ending on the Monday, the week is billed.
    expect(feeLinesForWeek({ ...weekly, fromDate: '2030-05-05' }, '2030-04-29')).toHaveLength(1);
    expect(feeLinesForWeek({ ...weekly, toDate: '2030-04-29' }, '2030-04-29')).toHaveLength(1);
  });

  it('bills a daily fee for the days of the week the agreement runs', () => {
    const daily = { ...weekly, frequency: 'Daily' as const, unitNetPence: 1_000, fromDate: '2030-05-02' };
    const [line] = feeLinesForWeek(daily, '2030-04-29');
    expect(line).toMatchObject({ periodStart: '2030-04-29', quantity: 4, netPence: 4_000, vatPence: 800 });
    expect(line!.description).toContain('(4 days)');
  });

  it('bills a monthly fee in the week holding the 1st, keyed by the 1st; a one-time fee in its first week only', () => {
    const monthly = { ...weekly, frequency: 'Monthly' as const, unitNetPence: 80_000 };
    expect(feeLinesForWeek(monthly, '2030-04-29')).toMatchObject([{ periodStart: '2030-05-01', grossPence: 96_000 }]);
    expect(feeLinesForWeek(monthly, '2030-05-06')).toEqual([]);
    const once = { ...weekly, frequency: 'OneTime' as const, fromDate: '2030-05-01' };
    expect(feeLinesForWeek(once, '2030-04-29')).toMatchObject([{ periodStart: '2030-05-01' }]);
    expect(feeLinesForWeek(once, '2030-05-06')).toEqual([]);
  });

  it('runs a week from its Monday only', () => {
    expect(feeRunSchema.safeParse({ weekStart: '2030-04-29' }).success).toBe(true);
    const tuesday = feeRunSchema.safeParse({ weekStart: '2030-04-30' });
    expect(tuesday.success).toBe(false);
    expect(tuesday.error?.issues[0]?.message).toBe(feeMessages.weekNotMonday);
  });
});

describe('payments and credit notes', () => {
  const owed = [
    { id: 'c', invoiceDate: '2030-04-22', invoiceNumber: 'AA-INV-000003', outstandingPence: 24_500 },
    { id: 'a', invoiceDate: '2030-04-08', invoiceNumber: 'AA-INV-000001', outstandingPence: 24_500 },
    { id: 'b', invoiceDate: '2030-04-15', invoiceNumber: 'AA-INV-000002', outstandingPence: 10_000 },
  ];

  it('spreads a payment over the invoices oldest first, each up to what it owes', () => {
    expect(allocatePayment(40_000, owed)).toEqual({
      shares: [
        { invoiceId: 'a', amountPence: 24_500 },
        { invoiceId: 'b', amountPence: 10_000 },
        { invoiceId: 'c', amountPence: 5_500 },
      ],
    });
  });

  it('refuses more than the invoices owe, or invoices already settled', () => {
    expect(allocatePayment(59_001, owed)).toEqual({ error: feeMessages.moreThanOwed });
    expect(allocatePayment(1, [{ ...owed[0]!, outstandingPence: 0 }])).toEqual({ error: feeMessages.nothingOwed });
  });

  it('reads a payment command: whole pence above zero, a known method, at least one invoice', () => {
    const id = '00000000-0000-4000-a000-000000000001';
    const ok = { invoiceIds: [id, id], method: 'Card', receivedOn: '2030-04-30', amountPence: 100 };
    expect(recordPaymentSchema.parse(ok)).toMatchObject({ invoiceIds: [id], reference: '' });
    for (const bad of [
      { ...ok, amountPence: 0 },
      { ...ok, amountPence: 1.5 },
      { ...ok, method: 'Cheque' },
      { ...ok, invoiceIds: [] },
      { ...ok, receivedOn: '2030-02-30' },
    ])
      expect(recordPaymentSchema.safeParse(bad).success).toBe(false);
  });

  it("splits a credit note's VAT out of its gross", () => {
    expect(creditAmounts(6_000)).toEqual({ netPence: 5_000, vatPence: 1_000, grossPence: 6_000 });
    expect(creditAmounts(24_500)).toEqual({ netPence: 20_417, vatPence: 4_083, grossPence: 24_500 });
  });
});

describe('aged arrears', () => {
  it('ages an unpaid invoice by days since its date: not yet due, 7-29, 30-59, 60-89, 90+', () => {
    const today = '2030-05-01';
    expect(arrearsAgeOf('2030-04-24', today)).toBeNull();
    expect(arrearsAgeOf('2030-04-23', today)).toBe('Days7');
    expect(arrearsAgeOf('2030-04-02', today)).toBe('Days7');
    expect(arrearsAgeOf('2030-04-01', today)).toBe('Days30');
    expect(arrearsAgeOf('2030-03-02', today)).toBe('Days60');
    expect(arrearsAgeOf('2030-01-31', today)).toBe('Days90Plus');
    const aged = [
      { invoiceDate: '2030-04-29', outstandingPence: 100 },
      { invoiceDate: '2030-04-08', outstandingPence: 200 },
      { invoiceDate: '2029-12-31', outstandingPence: 300 },
    ].reduce((sum, i) => addToAgedArrears(sum, i, today), emptyAgedArrears());
    expect(aged).toEqual({ Days7: 200, Days30: 0, Days60: 0, Days90Plus: 300, totalPence: 500 });
  });
});

describe("the export in Xero's columns", () => {
  it('writes an invoice and a credit note (negative) under the sales invoice import header', () => {
    const base = {
      contactName: 'Daniel Hughes (ADI 100001)',
      emailAddress: 'd@example.com',
      addressLine1: '1 Park Lane',
      addressLine2: '',
      city: 'Leeds',
      postcode: 'LS1 1AA',
      reference: 'ADI 100001',
      date: '2030-04-29',
      dueDate: '2030-05-06',
      description: '=Full Franchise: weekly fee',
      quantity: 1,
      brand: 'AA',
    };
    const csv = xeroInvoicesCsv([
      { ...base, number: 'AA-INV-000001', unitNetPence: 20_417, vatPence: 4_083, grossPence: 24_500 },
      { ...base, number: 'AA-CN-000001', unitNetPence: -5_000, vatPence: -1_000, grossPence: -6_000 },
    ]);
    const [header, invoice, credit] = csv.split('\r\n');
    expect(header!.split(',').map((c) => c.replaceAll('"', ''))).toEqual([...xeroInvoiceColumns]);
    expect(header).toContain('"ContactName","EmailAddress"');
    expect(invoice).toContain('"AA-INV-000001","ADI 100001","29/04/2030","06/05/2030",245.00,"","\'=Full Franchise');
    expect(invoice).toContain(',1,204.17,"","200","20% (VAT on Income)",40.83,');
    expect(credit).toContain(',-60.00,');
    expect(credit).toContain(',1,-50.00,');
  });

  it('writes payments as a bank statement with the invoices each settled', () => {
    const csv = paymentsCsv([
      {
        receivedOn: '2030-04-30',
        amountPence: 59_000,
        contactName: 'Daniel Hughes (ADI 100001)',
        method: 'BankTransfer',
        invoiceNumbers: ['AA-INV-000001', 'AA-INV-000002'],
        reference: 'HUGHES',
      },
    ]);
    expect(csv).toBe(
      '"Date","Amount","Payee","Description","Reference","InvoiceNumbers"\r\n' +
        '"30/04/2030",590.00,"Daniel Hughes (ADI 100001)","Bank transfer for AA-INV-000001, AA-INV-000002","HUGHES","AA-INV-000001 AA-INV-000002"\r\n',
    );
  });
});
