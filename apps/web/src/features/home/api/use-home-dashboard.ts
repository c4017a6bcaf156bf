import { useQuery } from 'urql';
import { HomeDashboardDocument, type HomeDashboardQuery } from '../../../gql/graphql.ts';

export type HomeDashboard = NonNullable<HomeDashboardQuery['instructor']>;
export type HomeCards = { withLessons: boolean; withArrears: boolean; withNews: boolean };

/** The dashboard's data in one request (network first: it is today's picture). */
export const useHomeDashboard = (id: string, cards: HomeCards) => {
  const [result] = useQuery({
    query: HomeDashboardDocument,
    variables: { id, ...cards },
    requestPolicy: 'cache-and-network',
  });
  return { dashboard: result.data?.instructor ?? null, fetching: result.fetching, error: result.error };
};
