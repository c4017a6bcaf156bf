import { globalConfigResolvers } from './global-config.resolvers.ts';
import { createGlobalConfigService } from './global-config.service.ts';

/** The feature flags: public, as the sign-in page reads them. */
export const globalConfigFeature = {
  resolvers: globalConfigResolvers,
  createService: createGlobalConfigService,
  access: { Query: { getDsGlobalConfig: 'public' } } as const,
};
