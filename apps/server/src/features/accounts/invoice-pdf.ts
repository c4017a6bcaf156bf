import { feeVatRateLabel, formatIsoDate, invoiceDueDate } from '@portal/domain/accounts';
import { formatPence } from '@portal/domain/money';
import type { Config } from '../../config.ts';
import { createPdf } from '../../lib/pdf/pdf-document.ts';
import type { InvoicePdfRow } from './accounts.repository.ts';
import { invoiceSupplierOf } from './invoice-supplier.ts';

/**
 * The invoice as a PDF and a valid UK VAT invoice (issue 23 defect 9, HMRC's required fields): the supplier's name,
 * address and VAT registration number, a unique sequential number, the date, the customer's name and address, the
 * description, and net, VAT rate, VAT and gross; with the brand's header and legal footer. Drawn once and kept (issue
 * 25 §3): an issued invoice never changes, so it carries no paid state (the portal's list shows that); a correction is
 * a credit note. The supplier's address and VAT number come from the configuration.
 */
export const renderInvoicePdf = (invoice: InvoicePdfRow, config: Config): Promise<Buffer> => {
  const vat = invoice.value - invoice.valueExVat;
  const issuer = invoiceSupplierOf(config, invoice.brand);
  const address = [invoice.addressLine1, invoice.addressLine2, invoice.town, invoice.postcode]
    .filter(Boolean)
    .join(', ');
  return createPdf({ brand: issuer.slug, title: `Invoice ${invoice.invoiceNumber}` })
    .heading('VAT invoice')
    .keyValues([
      ['Supplier', issuer.legalName],
      ['Supplier address', issuer.address],
      ['VAT registration number', issuer.vatNumber],
      ['Invoice number', invoice.invoiceNumber],
      ['Invoice date', formatIsoDate(invoice.invoiceDate)],
      ['Due date', formatIsoDate(invoiceDueDate(invoice.invoiceDate))],
      ['Customer', `${invoice.firstName} ${invoice.lastName} (ADI ${invoice.adiNumber})`],
      ['Customer address', address || 'Not given'],
      ['Franchise', invoice.propositionName],
    ])
    .table({
      columns: [
        { header: 'Description', width: 3 },
        { header: 'Net', align: 'right' },
        { header: 'VAT rate', align: 'right' },
        { header: 'VAT', align: 'right' },
        { header: 'Gross', align: 'right' },
      ],
      rows: [
        [
          invoice.description,
          formatPence(invoice.valueExVat),
          feeVatRateLabel,
          formatPence(vat),
          formatPence(invoice.value),
        ],
      ],
      totals: [
        ['Subtotal', formatPence(invoice.valueExVat)],
        [`VAT at ${feeVatRateLabel}`, formatPence(vat)],
        ['Total', formatPence(invoice.value)],
      ],
    })
    .paragraph(`Please pay by ${formatIsoDate(invoiceDueDate(invoice.invoiceDate))}, quoting ${invoice.invoiceNumber}.`)
    .finish();
};
