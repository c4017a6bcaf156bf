import { formatIsoDate, invoiceDueDate } from '@portal/domain/accounts';
import { formatPence } from '@portal/domain/money';
import { createPdf } from '../../lib/pdf/pdf-document.ts';
import type { InvoicePdfRow } from './accounts.repository.ts';

/** The invoice as a PDF: the brand's header and legal footer, the number and dates, the line, VAT, totals, paid state. */
export const renderInvoicePdf = (invoice: InvoicePdfRow): Promise<Buffer> => {
  const vat = invoice.value - invoice.valueExVat;
  const address = [invoice.addressLine1, invoice.town, invoice.postcode].filter(Boolean).join(', ');
  return createPdf({ brand: invoice.brand === 'BSM' ? 'bsm' : 'aa', title: `Invoice ${invoice.invoiceNumber}` })
    .heading('Invoice')
    .keyValues([
      ['Invoice number', invoice.invoiceNumber],
      ['Invoice date', formatIsoDate(invoice.invoiceDate)],
      ['Due date', formatIsoDate(invoiceDueDate(invoice.invoiceDate))],
      ['Billed to', `${invoice.firstName} ${invoice.lastName} (ADI ${invoice.adiNumber})`],
      ...(address ? [['Address', address] as const] : []),
      ['Franchise', invoice.propositionName],
      ['Status', invoice.paid ? `Paid${invoice.paidOn ? ` on ${formatIsoDate(invoice.paidOn)}` : ''}` : 'Unpaid'],
    ])
    .table({
      columns: [
        { header: 'Description', width: 3 },
        { header: 'Net', align: 'right' },
        { header: 'VAT', align: 'right' },
        { header: 'Total', align: 'right' },
      ],
      rows: [[invoice.description, formatPence(invoice.valueExVat), formatPence(vat), formatPence(invoice.value)]],
      totals: [
        ['Subtotal', formatPence(invoice.valueExVat)],
        ['VAT at 20%', formatPence(vat)],
        ['Total', formatPence(invoice.value)],
      ],
    })
    .paragraph(
      invoice.paid
        ? 'This invoice has been paid. Thank you.'
        : `Please pay by ${formatIsoDate(invoiceDueDate(invoice.invoiceDate))}, quoting ${invoice.invoiceNumber}.`,
    )
    .finish();
};
