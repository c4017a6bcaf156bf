import type { Resolvers } from '../../generated/graphql.ts';
import { type GraphQLContext, requireViewer } from '../../graphql/context.ts';

/** Where the public pages live: PUBLIC_URL when set, else the address the request came to. */
const originOf = (ctx: GraphQLContext): string =>
  (ctx.deps.config.PUBLIC_URL ?? `${ctx.request.protocol}://${ctx.request.host}`).replace(/\/+$/, '');

export const profileResolvers: Resolvers = {
  Query: {
    getInstructorBusinessProfile: (_parent, { personKey }, ctx) =>
      ctx.services.profile.getInstructorBusinessProfile(requireViewer(ctx), personKey, originOf(ctx)),
  },
  Mutation: {
    saveInstructorBusinessProfile: (_parent, { input }, ctx) =>
      ctx.services.profile.saveInstructorBusinessProfile(requireViewer(ctx), input),
    generateInstructorBio: (_parent, { input }, ctx) =>
      ctx.services.profile.generateInstructorBio(requireViewer(ctx), input),
  },
};
