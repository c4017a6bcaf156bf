import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { type GraphQLContext, requireOwnInstructor, requireViewer } from '../../graphql/context.ts';
import type { ProfileService } from './profile.service.ts';

export const createProfileResolvers = ({ deps, services }: FeatureWiring<{ profile: ProfileService }>): Resolvers => {
  /** Where the public pages live: PUBLIC_URL when set, else the address the request came to. */
  const originOf = (ctx: GraphQLContext): string =>
    (deps.config.PUBLIC_URL ?? `${ctx.request.protocol}://${ctx.request.host}`).replace(/\/+$/, '');
  return {
    Instructor: {
      description: (parent, _args, ctx) => services.profile.describeInstructor(requireOwnInstructor(ctx, parent.id)),
    },
    Query: {
      randomInstructors: (_parent, args, ctx) =>
        services.profile.randomInstructors(requireViewer(ctx), args, originOf(ctx)),
      getInstructorBusinessProfile: (_parent, { personKey }, ctx) =>
        services.profile.getInstructorBusinessProfile(requireViewer(ctx), personKey, originOf(ctx)),
    },
    Mutation: {
      saveInstructorBusinessProfile: (_parent, { input }, ctx) =>
        services.profile.saveInstructorBusinessProfile(requireViewer(ctx), input),
      generateInstructorBio: (_parent, { input }, ctx) =>
        services.profile.generateInstructorBio(requireViewer(ctx), input),
    },
  };
};
