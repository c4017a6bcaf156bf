import { useCallback } from 'react';
import { useClient } from 'urql';
import {
  CreateSelfSourcedLearnerDocument,
  type CreateSelfSourcedLearnerInput,
  LearnerAddressByIdDocument,
  LearnerAddressLookupDocument,
  LearnerEmailExistsDocument,
} from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

export type FoundAddress = {
  line1: string;
  line2: string | null;
  town: string;
  county: string | null;
  postcode: string;
};

/** The new-learner form's calls: postcode search, the chosen address, the email check and the create. */
export const useAddLearner = () => {
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
  const emailExists = useCallback(
    async (emailAddress: string): Promise<boolean> => {
      const result = await client
        .query(LearnerEmailExistsDocument, { emailAddress }, { requestPolicy: 'network-only' })
        .toPromise();
      return result.data?.emailExists ?? false;
    },
    [client],
  );
  const create = useCallback(
    async (input: CreateSelfSourcedLearnerInput): Promise<Outcome<string>> =>
      outcomeOf(
        await client.mutation(CreateSelfSourcedLearnerDocument, { input }).toPromise(),
        (data) => data.createSelfSourcedLearner,
        'Unable to create learner',
      ),
    [client],
  );
  return { findAddresses, addressById, emailExists, create };
};
