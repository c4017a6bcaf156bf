import type { FeatureFlags } from '@portal/domain/access';
import type { Config } from '../../config.ts';

export type GlobalConfig = FeatureFlags & { demoMode: boolean };

export const getDsGlobalConfig = (config: Config): GlobalConfig => ({
  instructorArrearsEnabled: config.FLAG_INSTRUCTOR_ARREARS_ENABLED,
  hubcappReoccurringLessonsEnable: config.FLAG_HUBCAPP_REOCCURRING_LESSONS_ENABLE,
  fleetDatabaseSchemaMigrationEnabled: config.FLAG_FLEET_DATABASE_SCHEMA_MIGRATION_ENABLED,
  myBusinessProfileEnabled: config.FLAG_MY_BUSINESS_PROFILE_ENABLED,
  demoMode: config.DEMO_MODE,
});
