import type { GraphQLResolveInfo } from 'graphql';
import type { FeatureWiring } from '../../feature-entry.ts';
import type { LearnerResolvers, Resolvers } from '../../generated/graphql.ts';
import { type GraphQLContext, requireOwnInstructor, requireViewer } from '../../graphql/context.ts';
import { franchisePropositionOf } from '../instructor/index.ts';
import type { LearnerLoaders } from './learners.loaders.ts';
import type { LearnersService } from './learners.service.ts';
import type { LearnerParent, LearnerView } from './learners.views.ts';

type LoadersOf = (ctx: GraphQLContext) => LearnerLoaders;

/** The learner's own fields: from the parent when it holds them, else from the loader (one query a request). */
const ownFields = (loadersOf: LoadersOf) => {
  const own =
    <K extends keyof LearnerView>(key: K) =>
    (parent: LearnerParent, _args: unknown, ctx: GraphQLContext) => {
      const value = parent[key];
      if (value !== undefined) return value as LearnerView[K];
      return loadersOf(ctx)
        .learnerById.load(parent.id)
        .then((learner) => learner[key]);
    };
  return {
    mobileNumber: own('mobileNumber'),
    landlineNumber: own('landlineNumber'),
    emailAddress: own('emailAddress'),
    customerType: own('customerType'),
    sourcedBy: own('sourcedBy'),
    approved: own('approved'),
    pickupAddress: own('pickupAddress'),
    address: own('address'),
    personId: own('personId'),
    appointedBy: own('appointedBy'),
    created: own('created'),
    status: own('status'),
    customerTypes: async (parent: LearnerParent, args: unknown, ctx: GraphQLContext) => {
      const type = await own('customerType')(parent, args, ctx);
      return [{ id: `${parent.id}:${type}`, type }];
    },
  } satisfies LearnerResolvers<GraphQLContext>;
};

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

export const createLearnersResolvers = ({ services }: FeatureWiring<{ learners: LearnersService }>): Resolvers => {
  const loadersOf: LoadersOf = (ctx) => services.learners.loaders(requireViewer(ctx));
  return {
    Instructor: {
      learners: (parent, _args, ctx, info) =>
        services.learners.listLearners(requireOwnInstructor(ctx, parent.id), { facts: asksForListFacts(info) }),
    },
    Learner: {
      ...ownFields(loadersOf),
      allocations: (learner, _args, ctx) => loadersOf(ctx).allocationsByLearner.load(learner.id),
      lessonBalances: (learner, _args, ctx) => loadersOf(ctx).balancesByLearner.load(learner.id),
    },
    LearnerAllocation: {
      proposition: (allocation, _args, ctx) => franchisePropositionOf(ctx, allocation.propositionAllocationKey),
    },
  };
};
