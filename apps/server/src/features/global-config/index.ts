import { defineFeature } from '../../feature-entry.ts';
import { createGlobalConfigResolvers } from './global-config.resolvers.ts';
import type { GlobalConfigService } from './global-config.service.ts';
import { createGlobalConfigService } from './global-config.service.ts';

/** The feature flags: public, as the sign-in page reads them. */
export const globalConfigFeature = defineFeature<{ globalConfig: GlobalConfigService }>()({
  createService: createGlobalConfigService,
  resolvers: createGlobalConfigResolvers,
  access: { Query: { getDsGlobalConfig: 'public' } },
});
