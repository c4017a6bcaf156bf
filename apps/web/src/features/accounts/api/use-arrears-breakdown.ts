import { useQuery } from 'urql';
import { ArrearsBreakdownDocument } from '../../../gql/graphql.ts';

/** GetInstructorArrearsBreakdown: the unpaid invoices behind one franchise's arrears (asked for when opened). */
export const useArrearsBreakdown = (id: string, propositionKey: string | null) => {
  const [result] = useQuery({
    query: ArrearsBreakdownDocument,
    variables: { input: { id, propositionKey: propositionKey ?? '' } },
    pause: !propositionKey,
  });
  return { rows: result.data?.instructorArrearsBreakdown ?? null, fetching: result.fetching, error: result.error };
};
