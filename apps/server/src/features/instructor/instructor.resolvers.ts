import type { Resolvers } from '../../generated/graphql.ts';

export const instructorResolvers: Resolvers = {
  Query: {
    /** No session is not an error here: the gate asks this to learn whether anyone is signed in. */
    me: (_parent, _args, ctx) => (ctx.viewer ? ctx.services.instructor.getInstructor(ctx.viewer.instructorId) : null),
  },
};
