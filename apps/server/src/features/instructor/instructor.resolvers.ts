import { bookingMessages } from '@portal/domain/calendar';
import { DomainError } from '@portal/domain/errors';
import type { Resolvers } from '../../generated/graphql.ts';
import { requireOwnInstructor } from '../../graphql/context.ts';

export const instructorResolvers: Resolvers = {
  Query: {
    /** No session is not an error here: the gate asks this to learn whether anyone is signed in. */
    me: (_parent, _args, ctx) =>
      ctx.viewer ? ctx.loaders.instructor.viewerInstructor.load(ctx.viewer.instructorId) : null,
    instructor: async (_parent, { id }, ctx) => {
      const viewer = requireOwnInstructor(ctx, id);
      const instructor = await ctx.loaders.instructor.viewerInstructor.load(viewer.instructorId);
      if (!instructor) throw new DomainError('NOT_FOUND', bookingMessages.instructorNotFound);
      return instructor;
    },
  },
};
