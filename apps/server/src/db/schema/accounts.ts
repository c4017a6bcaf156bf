import { ledgerEntryKinds } from '@portal/domain/accounts';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './enum-check.ts';
import { instructors, propositionAllocations } from './instructors.ts';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.invoiceNumber),
    index('invoices_instructor_date_idx').on(t.instructorId, t.invoiceDate),
    check('invoices_value_check', sql`${t.valuePence} >= ${t.valueExVatPence} and ${t.valueExVatPence} >= 0`),
  ],
);
