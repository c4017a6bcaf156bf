import { dateOfBirthAtNoon, type LearnerDetailsCommand } from '@portal/domain/learners';
import { useCallback } from 'react';
import { useClient } from 'urql';
import { LearnerDetailsDocument, UpdateLearnerDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/**
 * Saves the learner details form (spec 3 §7 "Update learner"): the date of birth goes at noon (UK); then the
 * learner is read again (their name is the page's title), before the form closes.
 */
export const useUpdateLearner = () => {
  const client = useClient();
  const { run } = useOutcomeMutation(UpdateLearnerDocument);
  return useCallback(
    async (id: string, values: LearnerDetailsCommand) => {
      const outcome = await run({
        input: { id, ...values, dateOfBirth: dateOfBirthAtNoon(values.dateOfBirth).toISOString() },
      });
      if (outcome.ok) await client.query(LearnerDetailsDocument, { id }, { requestPolicy: 'network-only' }).toPromise();
      return outcome;
    },
    [client, run],
  );
};
