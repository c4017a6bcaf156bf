import { useCallback } from 'react';
import { useQuery } from 'urql';
import {
  LearnerPageStatusDocument,
  RevokeLearnerPageLinkDocument,
  SendLearnerPageLinkDocument,
  SetLearnerRemindersDocument,
} from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Issue 27: the learner's page link and reminder choice, and the three things the instructor does with them. */
export const useLearnerPageStatus = (learnerId: string) => {
  const [result, refetch] = useQuery({
    query: LearnerPageStatusDocument,
    variables: { id: learnerId },
    requestPolicy: 'cache-and-network',
  });
  const send = useOutcomeMutation(SendLearnerPageLinkDocument);
  const revoke = useOutcomeMutation(RevokeLearnerPageLinkDocument);
  const remind = useOutcomeMutation(SetLearnerRemindersDocument);
  const done = useCallback(
    async (outcome: Promise<{ ok: boolean; message?: string }>) => {
      const answer = await outcome;
      if (answer.ok) refetch({ requestPolicy: 'network-only' });
      return answer;
    },
    [refetch],
  );
  return {
    status: result.data?.learner.learnerPage ?? null,
    busy: send.fetching || revoke.fetching || remind.fetching,
    sendLink: () => done(send.run({ learnerId })),
    revokeLink: () => done(revoke.run({ learnerId })),
    setReminders: (optIn: boolean) => done(remind.run({ learnerId, optIn })),
  };
};
