import { useQuery } from 'urql';
import { DirectoryDocument, type DirectorySearchInput } from '../../../gql/graphql.ts';

/** A page of the directory for the search and filters (urql's document cache keeps each page seen). */
export const useDirectory = (input: DirectorySearchInput) => {
  const [{ data, fetching, error }] = useQuery({ query: DirectoryDocument, variables: { input } });
  return { page: data?.directory ?? null, fetching, error };
};
