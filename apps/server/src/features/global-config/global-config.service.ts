import type { FeatureFlags } from '@portal/domain/access';
import type { AppDeps } from '../../app-deps.ts';

type GlobalConfig = FeatureFlags & { demoMode: boolean };

/** The feature flags and demo mode, from the server's configuration; public (the sign-in page reads them). */
export const createGlobalConfigService = ({ config }: AppDeps) => ({
  getDsGlobalConfig: (): GlobalConfig => ({
    instructorArrearsEnabled: config.FLAG_INSTRUCTOR_ARREARS_ENABLED,
    hubcappReoccurringLessonsEnable: config.FLAG_HUBCAPP_REOCCURRING_LESSONS_ENABLE,
    fleetDatabaseSchemaMigrationEnabled: config.FLAG_FLEET_DATABASE_SCHEMA_MIGRATION_ENABLED,
    myBusinessProfileEnabled: config.FLAG_MY_BUSINESS_PROFILE_ENABLED,
    demoMode: config.DEMO_MODE,
  }),
});
