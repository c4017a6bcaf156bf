import { useQuery } from 'urql';
import { TestCentresDocument, type TestCentresQuery } from '../../../gql/graphql.ts';

export type TestCentre = TestCentresQuery['testCentres'][number];

/** Test centres matching a search by name, town or postcode (paused until 2 characters are typed). */
export const useTestCentres = (search: string) => {
  const term = search.trim();
  const [result] = useQuery({ query: TestCentresDocument, variables: { search: term }, pause: term.length < 2 });
  return { centres: term.length < 2 ? [] : (result.data?.testCentres ?? []), fetching: result.fetching };
};
