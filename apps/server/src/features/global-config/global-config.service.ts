import type { FeatureFlags } from '@portal/domain/access';
import type { AppDeps } from '../../app-deps.ts';
import { featureFlagsOf } from '../../config.ts';

type GlobalConfig = FeatureFlags & { demoMode: boolean };

/** The feature flags and demo mode, from the server's configuration; public (the sign-in page reads them). */
export const createGlobalConfigService = ({ config }: AppDeps) => ({
  getDsGlobalConfig: (): GlobalConfig => ({ ...featureFlagsOf(config), demoMode: config.DEMO_MODE }),
});

export type GlobalConfigService = ReturnType<typeof createGlobalConfigService>;
