import { useQuery } from 'urql';
import { LearnerLessonPricesDocument } from '../../../gql/graphql.ts';

/** The instructor's prices per lesson type for a franchise: the new learner's rate and the rate bound. */
export const useLearnerLessonPrices = (franchiseId: string | null, pause = false) => {
  const [result] = useQuery({ query: LearnerLessonPricesDocument, variables: { franchiseId }, pause });
  return result.data?.learnerLessonPrices ?? null;
};
