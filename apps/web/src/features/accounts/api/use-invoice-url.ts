import { accountsMessages } from '@portal/domain/accounts';
import { useClient } from 'urql';
import { InvoiceUrlDocument } from '../../../gql/graphql.ts';
import type { Outcome } from '../../../lib/outcome.ts';

/**
 * GetInstructorInvoiceUrl, asked for at the moment of download (the link lives 5 minutes): the url, or the spec's
 * words when there is no PDF ('Invoice pdf not currently available for download') or the call fails.
 */
export const useInvoiceUrl = () => {
  const client = useClient();
  return async (transactionKey: string): Promise<Outcome<string>> => {
    const result = await client
      .query(InvoiceUrlDocument, { transactionKey }, { requestPolicy: 'network-only' })
      .toPromise();
    if (result.error || !result.data) return { ok: false, message: accountsMessages.invoiceFetchFailed };
    const url = result.data.instructorInvoiceUrl.url;
    return url ? { ok: true, value: url } : { ok: false, message: accountsMessages.invoiceUnavailable };
  };
};
