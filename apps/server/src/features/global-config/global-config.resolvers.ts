import type { Resolvers } from '../../generated/graphql.ts';
import { getDsGlobalConfig } from './global-config.service.ts';

export const globalConfigResolvers: Resolvers = {
  Query: {
    getDsGlobalConfig: (_parent, _args, ctx) => getDsGlobalConfig(ctx.deps.config),
  },
};
