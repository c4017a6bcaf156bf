import type { PostType } from '@portal/domain/posts';
import { useQuery } from 'urql';
import { type FeedPostFragment, InstructorPostsDocument } from '../../../gql/graphql.ts';

export type FeedPost = FeedPostFragment;

/** InstructorPosts: the live posts of one type of the instructor's brands, newest first. */
export const useInstructorPosts = (instructorId: string, type: PostType) => {
  const [result, reexecute] = useQuery({
    query: InstructorPostsDocument,
    variables: { instructorId, input: { type: [type], status: 'Live' as const, limit: 50 } },
  });
  return {
    posts: result.data?.instructor.posts ?? null,
    fetching: result.fetching,
    error: result.error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
};
