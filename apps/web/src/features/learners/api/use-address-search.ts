import { useCallback } from 'react';
import { useClient } from 'urql';
import { LearnerAddressByIdDocument, LearnerAddressLookupDocument } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

export type FoundAddress = {
  line1: string;
  line2: string | null;
  town: string;
  county: string | null;
  postcode: string;
};

/** The postcode search (spec 3 §7 "Address search by postcode") and the full address of the one picked. */
export const useAddressSearch = () => {
  const client = useClient();
  const findAddresses = useCallback(
    async (postcode: string): Promise<Outcome<{ id: string; description: string }[]>> =>
      outcomeOf(
        await client.query(LearnerAddressLookupDocument, { postcode }, { requestPolicy: 'network-only' }).toPromise(),
        (data) => data.addressLookup,
      ),
    [client],
  );
  const addressById = useCallback(
    async (id: string): Promise<FoundAddress | null> => {
      const result = await client.query(LearnerAddressByIdDocument, { id }).toPromise();
      const found = result.data?.addressById;
      return found
        ? {
            line1: found.line1,
            line2: found.line2 ?? null,
            town: found.town,
            county: found.county ?? null,
            postcode: found.postcode,
          }
        : null;
    },
    [client],
  );
  return { findAddresses, addressById };
};
