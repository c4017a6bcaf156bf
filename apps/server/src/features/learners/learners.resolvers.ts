import type { GraphQLResolveInfo } from 'graphql';
import type { LearnerResolvers, Resolvers } from '../../generated/graphql.ts';
import { type GraphQLContext, requireOwnInstructor } from '../../graphql/context.ts';
import type { LearnerParent, LearnerView } from './learner.views.ts';

/** A field of the learner's own: from the parent when it holds it, else from the loader (one query a request). */
const own =
  <K extends keyof LearnerView>(key: K) =>
  (parent: LearnerParent, _args: unknown, ctx: GraphQLContext) => {
    const value = parent[key];
    if (value !== undefined) return value as LearnerView[K];
    return ctx.loaders.learners.learnerById.load(parent.id).then((learner) => learner[key]);
  };

const ownFields = {
  mobileNumber: own('mobileNumber'),
  landlineNumber: own('landlineNumber'),
  emailAddress: own('emailAddress'),
  customerType: own('customerType'),
  sourcedBy: own('sourcedBy'),
  approved: own('approved'),
  pickupAddress: own('pickupAddress'),
  address: own('address'),
} satisfies LearnerResolvers<GraphQLContext>;

/** The fields the list's facts answer (learner-records.resolvers.ts). */
const LIST_FACT_FIELDS = new Set(['active', 'lastLesson', 'pendingApproval', 'learnerLessonType']);

/** Whether the query asks a learner of the list for one of them (a fragment counts as asking). */
const asksForListFacts = (info: GraphQLResolveInfo) =>
  info.fieldNodes.some(
    (node) =>
      node.selectionSet?.selections.some(
        (selection) => selection.kind !== 'Field' || LIST_FACT_FIELDS.has(selection.name.value),
      ) ?? false,
  );

export const learnersResolvers: Resolvers = {
  Instructor: {
    learners: (parent, _args, ctx, info) =>
      ctx.services.learners.listLearners(requireOwnInstructor(ctx, parent.id), { facts: asksForListFacts(info) }),
  },
  Learner: {
    ...ownFields,
    allocations: (learner, _args, ctx) => ctx.loaders.learners.allocationsByLearner.load(learner.id),
    lessonBalances: (learner, _args, ctx) => ctx.loaders.learners.balancesByLearner.load(learner.id),
  },
};
