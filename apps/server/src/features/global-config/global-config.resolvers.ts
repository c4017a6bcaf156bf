import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import type { GlobalConfigService } from './global-config.service.ts';

export const createGlobalConfigResolvers = ({
  services,
}: FeatureWiring<{ globalConfig: GlobalConfigService }>): Resolvers => ({
  Query: {
    getDsGlobalConfig: () => services.globalConfig.getDsGlobalConfig(),
  },
});
