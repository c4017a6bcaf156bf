import { useQuery } from 'urql';
import { LearnerLessonsDocument, type LearnerLessonsQuery } from '../../../gql/graphql.ts';

export type LearnerLesson = LearnerLessonsQuery['learner']['lessons'][number];

/** The learner's lessons with the instructor, newest first. */
export const useLearnerLessons = (id: string) => {
  const [result, refetch] = useQuery({ query: LearnerLessonsDocument, variables: { id } });
  return { lessons: result.data?.learner.lessons ?? null, error: result.error, refetch };
};
