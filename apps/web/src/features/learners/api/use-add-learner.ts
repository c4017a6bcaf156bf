import { useCallback } from 'react';
import { useClient } from 'urql';
import {
  CreateSelfSourcedLearnerDocument,
  type CreateSelfSourcedLearnerInput,
  LearnerEmailExistsDocument,
} from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

/** The new-learner form's calls: the email check and the create (the address: use-address-search.ts). */
export const useAddLearner = () => {
  const client = useClient();
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
  return { emailExists, create };
};
