import { globalConfigResolvers } from './global-config.resolvers.ts';
import { createGlobalConfigService } from './global-config.service.ts';

export const globalConfigFeature = { resolvers: globalConfigResolvers, createService: createGlobalConfigService };
