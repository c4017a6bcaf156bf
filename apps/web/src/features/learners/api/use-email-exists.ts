import { useCallback } from 'react';
import { useClient } from 'urql';
import { LearnerEmailExistsDocument } from '../../../gql/graphql.ts';

/** Whether a learner already has this email: asked when the new-learner form's email is left (spec 3 §5). */
export const useEmailExists = () => {
  const client = useClient();
  return useCallback(
    async (emailAddress: string): Promise<boolean> => {
      const result = await client
        .query(LearnerEmailExistsDocument, { emailAddress }, { requestPolicy: 'network-only' })
        .toPromise();
      return result.data?.emailExists.exists ?? false;
    },
    [client],
  );
};
