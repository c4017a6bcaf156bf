import { useCallback } from 'react';
import { useClient } from 'urql';
import { LearnerAddressLookupDocument } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

/** The addresses at a postcode (spec 3 §7 "Address search by postcode"), each to pick by its id. */
export const useAddressLookup = () => {
  const client = useClient();
  return useCallback(
    async (postcode: string): Promise<Outcome<{ id: string; description: string }[]>> =>
      outcomeOf(
        await client.query(LearnerAddressLookupDocument, { postcode }, { requestPolicy: 'network-only' }).toPromise(),
        (data) => data.addressLookup,
      ),
    [client],
  );
};
