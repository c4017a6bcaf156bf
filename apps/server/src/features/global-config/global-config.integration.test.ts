import { expect, it } from 'vitest';
import { describeIntegration } from '../../../test/fixture.ts';

const FLAGS = `{ getDsGlobalConfig {
  instructorArrearsEnabled hubcappReoccurringLessonsEnable fleetDatabaseSchemaMigrationEnabled myBusinessProfileEnabled demoMode
} }`;

// Public: no session and no data needed, so these suites skip the seed.
describeIntegration('feature flags over GraphQL', { seed: false }, (fx) => {
  it('returns the four feature flags from configuration', async () => {
    const result = await fx().gql(
      '{ getDsGlobalConfig { instructorArrearsEnabled hubcappReoccurringLessonsEnable fleetDatabaseSchemaMigrationEnabled myBusinessProfileEnabled } }',
    );
    expect(result.data).toEqual({
      getDsGlobalConfig: {
        instructorArrearsEnabled: true,
        hubcappReoccurringLessonsEnable: true,
        fleetDatabaseSchemaMigrationEnabled: true,
        myBusinessProfileEnabled: true,
      },
    });
  });
});

describeIntegration(
  'feature flags and demo mode as configured',
  { seed: false, config: { FLAG_MY_BUSINESS_PROFILE_ENABLED: 'false', DEMO_MODE: 'true' } },
  (fx) => {
    it('follows the configuration', async () => {
      const result = await fx().gql<{ getDsGlobalConfig: Record<string, boolean> }>(FLAGS);
      expect(result.data?.getDsGlobalConfig).toEqual({
        instructorArrearsEnabled: true,
        hubcappReoccurringLessonsEnable: true,
        fleetDatabaseSchemaMigrationEnabled: true,
        myBusinessProfileEnabled: false,
        demoMode: true,
      });
    });
  },
);
