/** The spec's words for accounts (spec 2 §2, §8). */
export const accountsMessages = {
  noArrears: 'No arrears info to display',
  invoiceUnavailable: 'Invoice pdf not currently available for download',
  invoiceFetchFailed: 'Error fetching invoice pdf',
  invoiceNotFound: 'Invoice not found',
  arrearsNotFound: 'Arrears not found',
  noTransactions: 'No transactions this week',
  noInvoices: 'No invoices to display',
} as const;
