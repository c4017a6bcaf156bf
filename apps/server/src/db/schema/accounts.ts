import { ledgerEntryKinds, paymentMethods } from '@portal/domain/accounts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf } from './enum-check.ts';
import { instructors, propositionAllocations } from './instructors.ts';
import { staff } from './staff.ts';

/**
 * An instructor's account ledger per franchise (spec 4 §3, §4). Values are pence including VAT, signed from the
 * instructor's side: a learner's purchase is money in (positive), a refund or a fee invoice money out (negative).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    propositionAllocationId: uuid('proposition_allocation_id')
      .notNull()
      .references(() => propositionAllocations.id),
    kind: text('kind', { enum: ledgerEntryKinds }).notNull(),
    name: text('name').notNull(),
    entryDate: date('entry_date').notNull(),
    valuePence: integer('value_pence').notNull(),
    valueExVatPence: integer('value_ex_vat_pence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_instructor_date_idx').on(t.instructorId, t.entryDate),
    check('ledger_entries_kind_check', isOneOf(t.kind, ledgerEntryKinds)),
  ],
);

/**
 * The office's invoices to an instructor: the weekly franchise fee. `pdfAvailable` says the office has issued the
 * document; the PDF itself is drawn on first download and kept in blob storage under `pdfKey`.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    propositionAllocationId: uuid('proposition_allocation_id')
      .notNull()
      .references(() => propositionAllocations.id),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    description: text('description').notNull(),
    valuePence: integer('value_pence').notNull(),
    valueExVatPence: integer('value_ex_vat_pence').notNull(),
    paid: boolean('paid').notNull().default(false),
    paidOn: date('paid_on'),
    pdfAvailable: boolean('pdf_available').notNull().default(true),
    pdfKey: text('pdf_key'),
    /**
     * The start of the period billed (the week's Monday, the month's 1st, a one-time fee's start): one invoice per
     * franchise and period, whoever runs the fee run and however often (issue 25 §3). Null for a hand-made invoice.
     */
    periodStart: date('period_start'),
    /** What payments and credit notes have settled (pence); paid once it reaches the value. */
    settledPence: integer('settled_pence').notNull().default(0),
    /** The staff member who ran the fee run that issued it; null for the scheduled run (and the seed). */
    issuedBy: uuid('issued_by').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.invoiceNumber),
    uniqueIndex('invoices_franchise_period_key').on(t.propositionAllocationId, t.periodStart),
    check('invoices_settled_check', sql`${t.settledPence} >= 0 and ${t.settledPence} <= ${t.valuePence}`),
    index('invoices_instructor_date_idx').on(t.instructorId, t.invoiceDate),
    check('invoices_value_check', sql`${t.valuePence} >= ${t.valueExVatPence} and ${t.valueExVatPence} >= 0`),
  ],
);

/**
 * The last number each issuer's series has given (AA-INV-, BSM-INV-, AA-CN-, ...): taken with an update of this row
 * in the transaction that issues the document, so numbers run without gaps on every instance (a rolled-back issue
 * gives its number back).
 */
export const invoiceSeries = pgTable('invoice_series', {
  prefix: text('prefix').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Money received from an instructor against their fee invoices (issue 25 §3). */
export const feePayments = pgTable(
  'fee_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    method: text('method', { enum: paymentMethods }).notNull(),
    receivedOn: date('received_on').notNull(),
    amountPence: integer('amount_pence').notNull(),
    reference: text('reference').notNull().default(''),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fee_payments_instructor_idx').on(t.instructorId, t.receivedOn),
    index('fee_payments_received_idx').on(t.receivedOn),
    check('fee_payments_method_check', isOneOf(t.method, paymentMethods)),
    check('fee_payments_amount_check', sql`${t.amountPence} > 0`),
  ],
);

/** How much of a payment went to each invoice. */
export const feePaymentShares = pgTable(
  'fee_payment_shares',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => feePayments.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amountPence: integer('amount_pence').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.invoiceId] }),
    index('fee_payment_shares_invoice_idx').on(t.invoiceId),
    check('fee_payment_shares_amount_check', sql`${t.amountPence} > 0`),
  ],
);

/** A credit note against an issued invoice: the invoice is never edited (issue 25 §3). */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    number: text('number').notNull(),
    noteDate: date('note_date').notNull(),
    reason: text('reason').notNull(),
    netPence: integer('net_pence').notNull(),
    vatPence: integer('vat_pence').notNull(),
    grossPence: integer('gross_pence').notNull(),
    issuedBy: uuid('issued_by')
      .notNull()
      .references(() => staff.id),
    pdfKey: text('pdf_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.number),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_date_idx').on(t.noteDate),
    check('credit_notes_amount_check', sql`${t.grossPence} > 0 and ${t.netPence} + ${t.vatPence} = ${t.grossPence}`),
  ],
);
