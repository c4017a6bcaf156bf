import type { Resolvers } from '../../generated/graphql.ts';

export const globalConfigResolvers: Resolvers = {
  Query: {
    getDsGlobalConfig: (_parent, _args, ctx) => ctx.services.globalConfig.getDsGlobalConfig(),
  },
};
