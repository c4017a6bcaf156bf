import { accountsMessages } from '@portal/domain/accounts';
import { DomainError } from '@portal/domain/errors';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import { signDownloadLink } from '../../lib/blob/signed-link.ts';
import { isUuid } from '../../lib/uuid.ts';
import { findInvoiceForPdf, updateInvoicePdfKey } from './accounts.repository.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/** Where an invoice's PDF is kept in blob storage. */
export const invoicePdfKey = (instructorId: string, invoiceId: string) => `invoices/${instructorId}/${invoiceId}.pdf`;

/**
 * GetInstructorInvoiceUrl: a 5-minute link to the invoice PDF that only the owner's session opens; url null when
 * the office has not issued it; another instructor's or a made-up id is NOT_FOUND. The PDF is drawn once (by
 * the fee run, or on first download of an invoice issued otherwise) and kept in blob storage.
 */
export const getInvoiceLink = async (deps: AppDeps, viewer: Viewer, invoiceId: string) => {
  const invoice = isUuid(invoiceId) ? await findInvoiceForPdf(viewer.instructorId, invoiceId) : null;
  if (!invoice) throw new DomainError('NOT_FOUND', accountsMessages.invoiceNotFound);
  if (!invoice.pdfAvailable) return { id: invoice.id, url: null };
  const key = invoicePdfKey(viewer.instructorId, invoice.id);
  if (invoice.pdfKey !== key || !(await deps.blobs.exists(key))) {
    await deps.blobs.put(key, await renderInvoicePdf(invoice, deps.config), 'application/pdf');
    await updateInvoicePdfKey(viewer.instructorId, invoice.id, key);
  }
  const filename = `Invoice ${invoice.invoiceNumber}.pdf`;
  const url = signDownloadLink(deps, { ownerId: viewer.instructorId, key, filename, disposition: 'inline' });
  return { id: invoice.id, url };
};
