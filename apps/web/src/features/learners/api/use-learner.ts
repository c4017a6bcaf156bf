import { useQuery } from 'urql';
import {
  LearnerDetailsDocument,
  type LearnerDetailsQuery,
  LearnerLessonsDocument,
  type LearnerLessonsQuery,
  LearnerProgressDocument,
  type LearnerProgressQuery,
} from '../../../gql/graphql.ts';

export type LearnerDetails = LearnerDetailsQuery['learner'];
export type LearnerLesson = LearnerLessonsQuery['learner']['lessons'][number];
export type LearnerProgress = NonNullable<LearnerProgressQuery['learner']['progress']>;

/** One learner's details, allocations and tests (spec 3 §7 "Learner details"). */
export const useLearnerDetails = (id: string) => {
  const [result, refetch] = useQuery({ query: LearnerDetailsDocument, variables: { id } });
  return { learner: result.data?.learner ?? null, fetching: result.fetching, error: result.error, refetch };
};

/** The learner's lessons with the instructor, newest first. */
export const useLearnerLessons = (id: string) => {
  const [result, refetch] = useQuery({ query: LearnerLessonsDocument, variables: { id } });
  return { lessons: result.data?.learner.lessons ?? null, error: result.error, refetch };
};

/** The learner's DVSA progress (null for DIT learners). */
export const useLearnerProgress = (id: string) => {
  const [result, refetch] = useQuery({
    query: LearnerProgressDocument,
    variables: { id },
    requestPolicy: 'cache-and-network',
  });
  return { progress: result.data?.learner.progress ?? null, fetching: result.fetching, refetch };
};
