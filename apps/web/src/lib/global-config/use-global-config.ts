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

/** The server's feature flags (getDsGlobalConfig), shared by the navigation, page access and features. */
export const useGlobalConfig = (): GlobalConfig => {
  const [{ data }] = useQuery({ query: GetDsGlobalConfigDocument });
  return data?.getDsGlobalConfig ?? allOff;
};

/** Starts loading the flags once `active` (signed in), before anything reads them. */
export const usePrefetchGlobalConfig = (active: boolean): void => {
  useQuery({ query: GetDsGlobalConfigDocument, pause: !active });
};
