import type { FeatureFlags } from '@portal/domain/access';
import type { AppDeps } from '../../app-deps.ts';
import { featureFlagsOf } from '../../config.ts';

type GlobalConfig = FeatureFlags & { demoMode: boolean };

/** The feature flags and demo mode, from the server's configuration; public (the sign-in page reads them). */
export const createGlobalConfigService = ({ config }: AppDeps) => {
  // The configuration is read once at start: the answer is the same for every request.
  const answer: Readonly<GlobalConfig> = Object.freeze({ ...featureFlagsOf(config), demoMode: config.DEMO_MODE });
  return { getDsGlobalConfig: (): Readonly<GlobalConfig> => answer };
};

export type GlobalConfigService = ReturnType<typeof createGlobalConfigService>;
