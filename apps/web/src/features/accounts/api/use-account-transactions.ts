import { useQuery } from 'urql';
import { AccountTransactionsDocument, type AccountTransactionsQuery } from '../../../gql/graphql.ts';

export type LedgerItem = NonNullable<AccountTransactionsQuery['instructor']>['ledgerItems'][number];
export type ArrearsRow = NonNullable<NonNullable<AccountTransactionsQuery['instructor']>['arrears']>[number];

/** GetInstructorTransactionsData for a week, with GetInstructorArrears when the flag is on. */
export const useAccountTransactions = (id: string, week: { from: string; to: string }, withArrears: boolean) => {
  const [result] = useQuery({ query: AccountTransactionsDocument, variables: { id, ...week, withArrears } });
  return {
    items: result.data?.instructor.ledgerItems ?? null,
    arrears: result.data?.instructor.arrears ?? [],
    fetching: result.fetching,
    error: result.error,
  };
};
