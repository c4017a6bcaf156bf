import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { z } from 'zod';
import { isDormant, type PriceFrequency } from '../access/propositions.ts';
import { type Pence, STANDARD_VAT_RATE, vatOn } from '../money/money.ts';
import { isoDateInRange } from '../validation/index.ts';
import { INVOICE_PAYMENT_DAYS } from './arrears.ts';
import { formatIsoDate, weekEndOf, weekStartOf } from './weeks.ts';

/**
 * The office's fee billing (issue 25 §3): what a franchise agreement owes in a week, how a payment settles invoices,
 * a credit note, and how old arrears are. Money is integer pence; the server applies these before every write.
 */

/** A franchise agreement as the fee run reads it: its proposition's price and frequency, and its dates. */
export type FeeAgreement = {
  propositionName: string;
  frequency: PriceFrequency;
  /** The proposition's price excluding VAT per frequency unit (a day, a week, a month, or once). */
  unitNetPence: Pence;
  fromDate: string;
  toDate: string | null;
};

/** One line the fee run bills: the period it covers (its start is the agreement's unique key), and its amounts. */
export type FeeLine = {
  periodStart: string;
  /** What it is, for the ledger: "weekly franchise fee". */
  name: string;
  description: string;
  quantity: number;
  unitNetPence: Pence;
  netPence: Pence;
  vatRate: number;
  vatPence: Pence;
  grossPence: Pence;
};

const iso = (date: Date) => format(date, 'yyyy-MM-dd');
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

const frequencyWords: Record<PriceFrequency, string> = {
  Daily: 'daily franchise fee',
  Weekly: 'weekly franchise fee',
  Monthly: 'monthly franchise fee',
  OneTime: 'franchise fee',
};

const line = (agreement: FeeAgreement, periodStart: string, quantity: number, period: string): FeeLine => {
  const netPence = agreement.unitNetPence * quantity;
  const vatPence = vatOn(netPence, STANDARD_VAT_RATE);
  const days = agreement.frequency === 'Daily' ? ` (${quantity} day${quantity === 1 ? '' : 's'})` : '';
  return {
    periodStart,
    name: frequencyWords[agreement.frequency],
    description: `${agreement.propositionName}: ${frequencyWords[agreement.frequency]}${days}, ${period}`,
    quantity,
    unitNetPence: agreement.unitNetPence,
    netPence,
    vatRate: STANDARD_VAT_RATE,
    vatPence,
    grossPence: netPence + vatPence,
  };
};

/**
 * What one agreement owes for the week starting `monday` (a Monday): nothing when it does not run that week;
 * Weekly one week; Daily each day of the week it runs; Monthly the month whose 1st falls in the week; OneTime once,
 * in the week it starts. The period's start is what makes a bill unique: billing the same week again bills nothing.
 */
export const feeLinesForWeek = (agreement: FeeAgreement, monday: string): FeeLine[] => {
  const sunday = weekEndOf(monday);
  const first = later(agreement.fromDate, monday);
  const last = agreement.toDate ? earlier(agreement.toDate, sunday) : sunday;
  if (first > last || agreement.unitNetPence <= 0 || isDormant({ name: agreement.propositionName })) return [];
  switch (agreement.frequency) {
    case 'Weekly':
      return [line(agreement, monday, 1, `week commencing ${formatIsoDate(monday)}`)];
    case 'Daily': {
      const days = differenceInCalendarDays(parseISO(last), parseISO(first)) + 1;
      return [line(agreement, monday, days, `week commencing ${formatIsoDate(monday)}`)];
    }
    case 'Monthly': {
      for (let d = 0; d < 7; d++) {
        const day = iso(addDays(parseISO(monday), d));
        if (day.endsWith('-01') && day >= first && day <= last)
          return [line(agreement, day, 1, `month commencing ${formatIsoDate(day)}`)];
      }
      return [];
    }
    case 'OneTime':
      return agreement.fromDate >= monday && agreement.fromDate <= sunday
        ? [line(agreement, agreement.fromDate, 1, `from ${formatIsoDate(agreement.fromDate)}`)]
        : [];
  }
};

/** The Monday of the week a fee run bills: the week of the date given. */
export const feeRunWeekOf = (date: string): string => weekStartOf(date);

export const feeRunSchema = z.object({
  weekStart: isoDateInRange.refine((d) => weekStartOf(d) === d, { message: 'Choose a Monday: fees bill a week' }),
});

// Payments and credit notes.

export const paymentMethods = ['BankTransfer', 'DirectDebit', 'Card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  BankTransfer: 'Bank transfer',
  DirectDebit: 'Direct debit',
  Card: 'Card',
};

export const MAX_INVOICES_PER_PAYMENT = 50;
const MAX_PAYMENT_PENCE = 100_000_000;

export const feeMessages = {
  invoiceNotFound: 'Invoice not found',
  instructorNotFound: 'Instructor not found',
  chooseInvoices: 'Choose at least one invoice the payment is for',
  tooManyInvoices: `Choose at most ${MAX_INVOICES_PER_PAYMENT} invoices for one payment`,
  amountPositive: 'Enter an amount above £0.00',
  amountTooLarge: 'That amount is too large',
  moreThanOwed: 'The payment is more than the chosen invoices owe',
  nothingOwed: 'The chosen invoices are already settled',
  oneInstructor: 'A payment settles invoices of one instructor',
  inFuture: 'The date cannot be in the future',
  reasonNeeded: 'Say why the invoice is credited',
  creditMoreThanOwed: 'A credit note cannot be more than the invoice still owes',
  weekNotMonday: 'Choose a Monday: fees bill a week',
} as const;

const amountPence = z
  .number({ message: feeMessages.amountPositive })
  .int({ message: feeMessages.amountPositive })
  .min(1, { message: feeMessages.amountPositive })
  .max(MAX_PAYMENT_PENCE, { message: feeMessages.amountTooLarge });

export const recordPaymentSchema = z.object({
  invoiceIds: z
    .array(z.string().min(1).max(64))
    .min(1, { message: feeMessages.chooseInvoices })
    .max(MAX_INVOICES_PER_PAYMENT, { message: feeMessages.tooManyInvoices })
    .transform((ids) => [...new Set(ids)]),
  method: z.enum(paymentMethods),
  receivedOn: isoDateInRange,
  amountPence,
  reference: z.string().trim().max(60, { message: 'Keep the reference to 60 characters' }).default(''),
});
export type RecordPaymentCommand = z.input<typeof recordPaymentSchema>;

export const creditNoteSchema = z.object({
  invoiceId: z.string().min(1).max(64),
  amountPence,
  reason: z
    .string()
    .trim()
    .min(1, { message: feeMessages.reasonNeeded })
    .max(200, { message: 'Keep the reason to 200 characters' }),
});
export type CreditNoteCommand = z.input<typeof creditNoteSchema>;

/** What an invoice still owes: its gross less what payments and credit notes have settled. */
export const outstandingOf = (invoice: { grossPence: Pence; settledPence: Pence }): Pence =>
  Math.max(invoice.grossPence - invoice.settledPence, 0);

export type PaymentShare = { invoiceId: string; amountPence: Pence };

/**
 * Spreads a payment over the chosen invoices, oldest first, each up to what it owes. A payment of more than they owe
 * together is refused (the office records the rest when there is an invoice for it).
 */
export const allocatePayment = (
  amount: Pence,
  invoices: readonly { id: string; invoiceDate: string; invoiceNumber: string; outstandingPence: Pence }[],
): { shares: PaymentShare[] } | { error: string } => {
  const owed = invoices.reduce((sum, i) => sum + i.outstandingPence, 0);
  if (owed === 0) return { error: feeMessages.nothingOwed };
  if (amount > owed) return { error: feeMessages.moreThanOwed };
  const ordered = [...invoices].sort(
    (a, b) => a.invoiceDate.localeCompare(b.invoiceDate) || a.invoiceNumber.localeCompare(b.invoiceNumber),
  );
  const shares: PaymentShare[] = [];
  let left = amount;
  for (const invoice of ordered) {
    if (left === 0) break;
    const share = Math.min(left, invoice.outstandingPence);
    if (share > 0) shares.push({ invoiceId: invoice.id, amountPence: share });
    left -= share;
  }
  return { shares };
};

/** A credit note's amounts from its gross (VAT at the invoice's rate, split out of the gross). */
export const creditAmounts = (grossPence: Pence, vatRate: number = STANDARD_VAT_RATE) => {
  const netPence = Math.round((grossPence * 10_000) / (10_000 + vatRate));
  return { netPence, vatPence: grossPence - netPence, grossPence };
};

// Aged arrears.

export const arrearsAges = ['Days7', 'Days30', 'Days60', 'Days90Plus'] as const;
export type ArrearsAge = (typeof arrearsAges)[number];

export const arrearsAgeLabels: Record<ArrearsAge, string> = {
  Days7: '7-29 days',
  Days30: '30-59 days',
  Days60: '60-89 days',
  Days90Plus: '90+ days',
};

/**
 * How old an unpaid invoice is, by days since its date: in arrears from its due date (7 days), then 30, 60 and 90+
 * days; null while it is not yet due.
 */
export const arrearsAgeOf = (invoiceDate: string, today: string): ArrearsAge | null => {
  const days = differenceInCalendarDays(parseISO(today), parseISO(invoiceDate));
  if (days <= INVOICE_PAYMENT_DAYS) return null;
  if (days < 30) return 'Days7';
  if (days < 60) return 'Days30';
  if (days < 90) return 'Days60';
  return 'Days90Plus';
};

export type AgedArrears = Record<ArrearsAge, Pence> & { totalPence: Pence };

export const emptyAgedArrears = (): AgedArrears => ({ Days7: 0, Days30: 0, Days60: 0, Days90Plus: 0, totalPence: 0 });

/** Adds an invoice's outstanding amount into its age bucket (a not-yet-due invoice adds nothing). */
export const addToAgedArrears = (
  aged: AgedArrears,
  invoice: { invoiceDate: string; outstandingPence: Pence },
  today: string,
): AgedArrears => {
  const age = arrearsAgeOf(invoice.invoiceDate, today);
  if (!age || invoice.outstandingPence <= 0) return aged;
  return {
    ...aged,
    [age]: aged[age] + invoice.outstandingPence,
    totalPence: aged.totalPence + invoice.outstandingPence,
  };
};
