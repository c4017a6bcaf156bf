import { useCallback } from 'react';
import { useClient } from 'urql';
import { LearnerAddressByIdDocument } from '../../../gql/graphql.ts';

export type FoundAddress = {
  line1: string;
  line2: string | null;
  town: string;
  county: string | null;
  postcode: string;
};

/** The full address of the one picked from the postcode's list, or null. */
export const useAddressById = () => {
  const client = useClient();
  return useCallback(
    async (id: string): Promise<FoundAddress | null> => {
      const found = (await client.query(LearnerAddressByIdDocument, { id }).toPromise()).data?.addressById;
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
};
