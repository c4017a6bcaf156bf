import { formatIsoDate, invoiceIssuerOf, invoiceNumberOf, type LedgerEntryKind } from '@portal/domain/accounts';
import { DomainError } from '@portal/domain/errors';
import { withoutVat } from '@portal/domain/money';
import { inTransaction } from '../../db/unit-of-work.ts';
import { findFranchise, insertInvoice, insertLedgerEntry, updateInvoicePaid } from './accounts.repository.ts';
import { takeSeriesNumber } from './fees.repository.ts';

/**
 * The office side of accounts: it bills the weekly franchise fee, records money movements and marks invoices paid.
 * The seed and the tests use these; the office's own tools will when they exist. Instructors never call them.
 */
export type FeeInvoiceInput = {
  instructorId: string;
  franchiseId: string;
  /** yyyy-MM-dd: the Monday of the week billed. */
  invoiceDate: string;
  /** The office has issued the PDF (default true). */
  pdfAvailable?: boolean;
  id?: string;
  invoiceNumber?: string;
  /** The period billed (the fee run's unique key with the franchise); none for an invoice made by hand. */
  periodStart?: string;
};

/** The next number of the franchise's issuer (the brand's company): one unbroken sequence per issuer. */
const nextInvoiceNumber = async (brand: string) => {
  const issuer = invoiceIssuerOf(brand);
  return invoiceNumberOf(issuer, await takeSeriesNumber(issuer.prefix));
};

/** Bills one week's franchise fee (the proposition's price including VAT per week) and puts it on the ledger. */
export const issueFeeInvoice = (input: FeeInvoiceInput) =>
  inTransaction(async () => {
    const franchise = await findFranchise(input.instructorId, input.franchiseId);
    if (!franchise) throw new DomainError('NOT_FOUND', 'Franchise not found');
    const description = `${franchise.name}: weekly franchise fee, week commencing ${formatIsoDate(input.invoiceDate)}`;
    const invoice = await insertInvoice({
      id: input.id,
      instructorId: input.instructorId,
      propositionAllocationId: franchise.id,
      invoiceNumber: input.invoiceNumber ?? (await nextInvoiceNumber(franchise.brand)),
      invoiceDate: input.invoiceDate,
      description,
      settledPence: 0,
      valuePence: franchise.priceIncludingVat,
      valueExVatPence: franchise.priceExcludingVat,
      pdfAvailable: input.pdfAvailable ?? true,
      periodStart: input.periodStart ?? null,
    });
    await insertLedgerEntry({
      instructorId: input.instructorId,
      propositionAllocationId: franchise.id,
      kind: 'Invoice',
      name: `Invoice ${invoice.invoiceNumber}: weekly franchise fee`,
      entryDate: input.invoiceDate,
      valuePence: -franchise.priceIncludingVat,
      valueExVatPence: -franchise.priceExcludingVat,
    });
    return invoice;
  });

export type LedgerEntryInput = {
  instructorId: string;
  franchiseId: string;
  kind: LedgerEntryKind;
  name: string;
  date: string;
  /** Pence including VAT, signed: money to the instructor is positive. */
  value: number;
  vatRate?: number;
  id?: string;
};

/** Records a money movement (a learner's purchase, a refund, ...) on the instructor's ledger. */
export const recordLedgerEntry = (input: LedgerEntryInput) =>
  insertLedgerEntry({
    id: input.id,
    instructorId: input.instructorId,
    propositionAllocationId: input.franchiseId,
    kind: input.kind,
    name: input.name,
    entryDate: input.date,
    valuePence: input.value,
    valueExVatPence: withoutVat(input.value, input.vatRate ?? 2000),
  });

/** The instructor paid the invoice. */
export const markInvoicePaid = async (invoiceId: string, paidOn: string) => {
  const [row] = await updateInvoicePaid(invoiceId, paidOn);
  if (!row) throw new DomainError('NOT_FOUND', 'Invoice not found');
  return row;
};
