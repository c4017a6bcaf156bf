import { useQuery } from 'urql';
import { AccountInvoicesDocument, type AccountInvoicesQuery } from '../../../gql/graphql.ts';

export type InvoiceRow = NonNullable<AccountInvoicesQuery['instructor']>['invoices'][number];

/** GetInstructorInvoicesData, newest first. */
export const useAccountInvoices = (id: string) => {
  const [result] = useQuery({ query: AccountInvoicesDocument, variables: { id } });
  return { invoices: result.data?.instructor.invoices ?? null, fetching: result.fetching, error: result.error };
};
