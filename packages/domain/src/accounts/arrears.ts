import { isoDatePlusDays } from '../time/time.ts';

/** An invoice is due this many days after its date; unpaid after that, it is in arrears. */
export const INVOICE_PAYMENT_DAYS = 7;

export const invoiceDueDate = (invoiceDate: string): string => isoDatePlusDays(invoiceDate, INVOICE_PAYMENT_DAYS);

/** Unpaid and past its due date (today being the UK date). */
export const isInArrears = (invoice: { invoiceDate: string; paid: boolean }, today: string): boolean =>
  !invoice.paid && invoiceDueDate(invoice.invoiceDate) < today;

/** The account reference a franchise's arrears are known by: brand, ADI number and the franchise's short key. */
export const accountReference = (brand: 'AADS' | 'BSM', adiNumber: string, franchiseId: string): string =>
  `${brand === 'AADS' ? 'AA' : 'BSM'}-${adiNumber}-${franchiseId.slice(0, 4).toUpperCase()}`;
