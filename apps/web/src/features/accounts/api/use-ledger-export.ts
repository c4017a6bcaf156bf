import { transactionsCsv } from '@portal/domain/accounts';
import { useClient } from 'urql';
import { LedgerExportDocument } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

/** The transactions from..to as CSV text for the accountant, oldest first. */
export const useLedgerExport = () => {
  const client = useClient();
  return async (id: string, from: string, to: string): Promise<Outcome<string>> => {
    const result = await client
      .query(LedgerExportDocument, { id, from, to }, { requestPolicy: 'network-only' })
      .toPromise();
    return outcomeOf(result, (data) =>
      transactionsCsv(
        [...data.instructor.ledgerItems].reverse().map((item) => ({
          date: item.date,
          name: item.name,
          kind: item.kind,
          value: item.value.pence,
          valueExVat: item.valueExVat.pence,
        })),
      ),
    );
  };
};
