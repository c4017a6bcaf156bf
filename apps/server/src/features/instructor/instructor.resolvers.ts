import { productCategoriesFor } from '@portal/domain/areas';
import { bookingMessages } from '@portal/domain/calendar';
import { DomainError } from '@portal/domain/errors';
import type { InstructorResolvers, Resolvers } from '../../generated/graphql.ts';
import { type GraphQLContext, requireOwnInstructor } from '../../graphql/context.ts';
import { type InstructorParent, type InstructorView, toInstructorView } from './instructor.service.ts';

/** The viewer's instructor, from the facts the request reads once however many fields and aliases ask. */
const viewOf = async (ctx: GraphQLContext, id: string): Promise<InstructorView> => {
  requireOwnInstructor(ctx, id);
  const facts = await ctx.viewerFacts();
  if (!facts) throw new DomainError('NOT_FOUND', bookingMessages.instructorNotFound);
  return toInstructorView(facts);
};

/** A field of the instructor's own: from the parent when it holds it, else from the one read per request. */
const own =
  <K extends keyof InstructorView>(key: K) =>
  (parent: InstructorParent, _args: unknown, ctx: GraphQLContext) => {
    const value = parent[key];
    return value !== undefined ? (value as InstructorView[K]) : viewOf(ctx, parent.id).then((view) => view[key]);
  };

const ownFields = {
  adiNumber: own('adiNumber'),
  firstName: own('firstName'),
  lastName: own('lastName'),
  fullName: own('fullName'),
  mobileNumber: own('mobileNumber'),
  status: own('status'),
  franFreeDaysBalance: own('franFreeDaysBalance'),
  brands: own('brands'),
  propositions: own('propositions'),
} satisfies InstructorResolvers<GraphQLContext>;

export const createInstructorResolvers = (): Resolvers => ({
  Query: {
    /** No session is not an error here: the gate asks this to learn whether anyone is signed in. */
    me: (_parent, _args, ctx) => (ctx.viewer ? { id: ctx.viewer.instructorId } : null),
    instructor: (_parent, { id }, ctx) => ({ id: requireOwnInstructor(ctx, id).instructorId }),
  },
  Instructor: ownFields,
  Proposition: {
    productCategories: (proposition) => productCategoriesFor(proposition.type).map((type) => ({ id: type, type })),
  },
});
