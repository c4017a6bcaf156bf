import type { FeatureFlags } from '@portal/domain/access';
import { useQuery } from 'urql';
import { GetDsGlobalConfigDocument } from '../../gql/graphql.ts';

type GlobalConfig = FeatureFlags & { demoMode: boolean };

/** Until the flags arrive every feature flag reads as off. */
const allOff: GlobalConfig = {
  instructorArrearsEnabled: false,
  hubcappReoccurringLessonsEnable: false,
  fleetDatabaseSchemaMigrationEnabled: false,
  myBusinessProfileEnabled: false,
  demoMode: false,
};

/**
 * The server's feature flags and whether they are known yet: `settled` once they arrived (or failed to, when
 * every flag stays off).
 */
export const useGlobalConfigState = (): { config: GlobalConfig; settled: boolean } => {
  const [{ data, error }] = useQuery({ query: GetDsGlobalConfigDocument });
  return { config: data?.getDsGlobalConfig ?? allOff, settled: Boolean(data || error) };
};

/** The server's feature flags (getDsGlobalConfig), shared by the navigation, page access and features. */
export const useGlobalConfig = (): GlobalConfig => useGlobalConfigState().config;

/** Starts loading the flags once `active` (signed in), before anything reads them. */
export const usePrefetchGlobalConfig = (active: boolean): void => {
  useQuery({ query: GetDsGlobalConfigDocument, pause: !active });
};
