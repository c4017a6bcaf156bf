import { useQuery } from 'urql';
import { type AreaRegionFragment, RegionLookupDocument } from '../../../gql/graphql.ts';

export type AreaRegion = AreaRegionFragment;

/** Postcode region lookup for the franchise; paused while the term is empty. */
export const useRegionLookup = (term: string, propositionId: string) => {
  const trimmed = term.trim();
  const [result] = useQuery({
    query: RegionLookupDocument,
    variables: { term: trimmed, propositionId },
    pause: trimmed.length === 0,
  });
  return { regions: trimmed ? (result.data?.regionLookup ?? []) : [], fetching: result.fetching };
};
