import { csvCell as cell, csvDocument } from '../csv/index.ts';
import { penceToPoundsText as pounds } from '../money/index.ts';
import { type PaymentMethod, paymentMethodLabels } from './fees.ts';
import { formatIsoDate } from './weeks.ts';

/**
 * The columns of Xero's sales invoice import (its template's order; starred ones are required there). Credit notes
 * go in the same file with negative amounts, as Xero imports them. UnitAmount is tax exclusive: choose "Tax
 * exclusive" when importing.
 */
export const xeroInvoiceColumns = [
  'ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  'InvoiceNumber',
  'Reference',
  'InvoiceDate',
  'DueDate',
  'Total',
  'InventoryItemCode',
  'Description',
  'Quantity',
  'UnitAmount',
  'Discount',
  'AccountCode',
  'TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

/** The sales account fees are posted to, and Xero's UK tax type for standard-rated sales. */
export const XERO_FEE_ACCOUNT_CODE = '200';
export const XERO_STANDARD_TAX_TYPE = '20% (VAT on Income)';

export type XeroInvoiceRow = {
  contactName: string;
  emailAddress: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
  /** The invoice's (or credit note's) number. */
  number: string;
  /** The ADI number and franchise, or the credited invoice's number. */
  reference: string;
  date: string;
  dueDate: string;
  description: string;
  quantity: number;
  /** Per unit, excluding VAT; negative on a credit note. */
  unitNetPence: number;
  vatPence: number;
  grossPence: number;
  brand: string;
};

/** Invoices and credit notes as a CSV Xero's sales invoice import reads: dates dd/MM/yyyy, amounts in pounds. */
export const xeroInvoicesCsv = (rows: readonly XeroInvoiceRow[]): string =>
  csvDocument(
    xeroInvoiceColumns,
    rows.map((row) => [
      cell(row.contactName),
      cell(row.emailAddress),
      cell(row.addressLine1),
      cell(row.addressLine2),
      cell(''),
      cell(''),
      cell(row.city),
      cell(''),
      cell(row.postcode),
      cell('United Kingdom'),
      cell(row.number),
      cell(row.reference),
      cell(formatIsoDate(row.date)),
      cell(formatIsoDate(row.dueDate)),
      pounds(row.grossPence),
      cell(''),
      cell(row.description),
      String(row.quantity),
      pounds(row.unitNetPence),
      cell(''),
      cell(XERO_FEE_ACCOUNT_CODE),
      cell(XERO_STANDARD_TAX_TYPE),
      pounds(row.vatPence),
      cell('Brand'),
      cell(row.brand),
      cell(''),
      cell(''),
      cell('GBP'),
      cell(''),
    ]),
  );

export type PaymentCsvRow = {
  receivedOn: string;
  amountPence: number;
  contactName: string;
  method: PaymentMethod;
  invoiceNumbers: readonly string[];
  reference: string;
};

/**
 * Payments as a bank statement Xero imports (Date, Amount, Payee, Description, Reference) to reconcile against the
 * invoices, with the invoices each payment settled.
 */
export const paymentsCsv = (rows: readonly PaymentCsvRow[]): string =>
  csvDocument(
    ['Date', 'Amount', 'Payee', 'Description', 'Reference', 'InvoiceNumbers'],
    rows.map((row) => [
      cell(formatIsoDate(row.receivedOn)),
      pounds(row.amountPence),
      cell(row.contactName),
      cell(`${paymentMethodLabels[row.method]} for ${row.invoiceNumbers.join(', ')}`),
      cell(row.reference),
      cell(row.invoiceNumbers.join(' ')),
    ]),
  );
