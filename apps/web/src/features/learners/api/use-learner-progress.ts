import { useQuery } from 'urql';
import { LearnerProgressDocument, type LearnerProgressQuery } from '../../../gql/graphql.ts';

export type LearnerProgress = NonNullable<LearnerProgressQuery['learner']['progress']>;

/** The learner's DVSA progress (null for DIT learners). */
export const useLearnerProgress = (id: string) => {
  const [result, refetch] = useQuery({
    query: LearnerProgressDocument,
    variables: { id },
    requestPolicy: 'cache-and-network',
  });
  return { progress: result.data?.learner.progress ?? null, fetching: result.fetching, refetch };
};
