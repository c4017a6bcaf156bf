import { useQuery } from 'urql';
import { LearnersListDocument, type LearnersListQuery } from '../../../gql/graphql.ts';

export type ListedLearner = LearnersListQuery['instructor']['learners'][number];

/** The instructor's learners (spec 3 §7 "Instructor learners list"). */
export const useLearnersList = (instructorId: string) => {
  const [result, refetch] = useQuery({ query: LearnersListDocument, variables: { instructorId } });
  return { learners: result.data?.instructor.learners ?? null, error: result.error, refetch };
};
