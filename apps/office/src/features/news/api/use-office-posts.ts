import { useQuery } from 'urql';
import {
  type BrandCode,
  type OfficePostFieldsFragment,
  OfficePostsDocument,
  type PostType,
} from '../../../gql/graphql.ts';

export type OfficePost = OfficePostFieldsFragment;

/** The desk's list: posts of the member's brands (or one), latest edit first, fresh each time it is shown. */
export const useOfficePosts = (brand: BrandCode | null, type: PostType | null) => {
  const [result] = useQuery({
    query: OfficePostsDocument,
    variables: { brand, type },
    requestPolicy: 'cache-and-network',
  });
  return { posts: result.data?.officePosts ?? null, fetching: result.fetching, error: result.error };
};
