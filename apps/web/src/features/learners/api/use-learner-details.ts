import { useQuery } from 'urql';
import { LearnerDetailsDocument, type LearnerDetailsQuery } from '../../../gql/graphql.ts';

export type LearnerDetails = LearnerDetailsQuery['learner'];

/** One learner's details, allocations and tests (spec 3 §7 "Learner details"). */
export const useLearnerDetails = (id: string) => {
  const [result, refetch] = useQuery({ query: LearnerDetailsDocument, variables: { id } });
  return { learner: result.data?.learner ?? null, fetching: result.fetching, error: result.error, refetch };
};
