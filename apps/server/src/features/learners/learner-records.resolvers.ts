import { ageOn, hasProgress, isActiveOnList, isShortNoticeTest, progressOf } from '@portal/domain/learners';
import { localDateOf } from '@portal/domain/time';
import type { FeatureWiring } from '../../feature-entry.ts';
import type { LearnerResolvers, Resolvers } from '../../generated/graphql.ts';
import { type GraphQLContext, requireOwnInstructor, requireViewer } from '../../graphql/context.ts';
import { notFound } from './learner-records.service.ts';
import type { LearnersService } from './learners.service.ts';
import type { LearnerListFacts, LearnerParent } from './learners.views.ts';

/** The active rule's facts of a learner of the list (spec 3 §4), as the list read them. */
const listFactsOf = (approved: boolean, facts: LearnerListFacts) => ({
  approved,
  allocationFromDate: facts.firstAllocation?.fromDate ?? null,
  lessonType: facts.firstAllocation?.lessonType ?? null,
  lastLesson: facts.lastLesson,
  nextLesson: facts.nextLesson,
});

/** The Learner fields of the records (list facts, tests, lessons, progress): each through the request's loaders. */
const createLearnerFields = (services: { learners: LearnersService }): LearnerResolvers<GraphQLContext> => {
  const loadersOf = (ctx: GraphQLContext) => services.learners.loaders(requireViewer(ctx));
  const learnerOf = (parent: LearnerParent, ctx: GraphQLContext) =>
    parent.approved !== undefined && parent.customerType !== undefined
      ? Promise.resolve(parent)
      : loadersOf(ctx).learnerById.load(parent.id);
  const firstAllocation = async (parent: LearnerParent, ctx: GraphQLContext) =>
    (await loadersOf(ctx).allocationsByLearner.load(parent.id))[0] ?? null;
  return {
    dateOfBirth: async (parent, _args, ctx) => (await learnerOf(parent, ctx)).dateOfBirth ?? null,
    age: async (parent, _args, ctx) => {
      const dateOfBirth = (await learnerOf(parent, ctx)).dateOfBirth;
      return dateOfBirth ? ageOn(dateOfBirth, localDateOf(services.learners.now())) : null;
    },
    pendingApproval: (parent, _args, ctx) =>
      parent.listFacts?.pendingApproval ?? loadersOf(ctx).pendingByLearner.load(parent.id),
    // On the list, answered from what the list read (no promise per field); elsewhere through the loaders.
    lastLesson: (parent, _args, ctx) =>
      parent.listFacts
        ? parent.listFacts.lastLesson
        : loadersOf(ctx)
            .lessonFactsByLearner.load(parent.id)
            .then((facts) => facts.lastLesson),
    active: (parent, _args, ctx) => {
      const now = services.learners.now();
      if (parent.listFacts && parent.approved !== undefined) {
        return isActiveOnList(listFactsOf(parent.approved, parent.listFacts), now);
      }
      return Promise.all([
        learnerOf(parent, ctx),
        loadersOf(ctx).allocationsByLearner.load(parent.id),
        loadersOf(ctx).lessonFactsByLearner.load(parent.id),
      ]).then(([learner, allocations, facts]) =>
        isActiveOnList(
          {
            approved: learner.approved ?? false,
            allocationFromDate: allocations[0]?.fromDate ?? null,
            lessonType: allocations[0]?.lessonType ?? null,
            ...facts,
          },
          now,
        ),
      );
    },
    isShortNoticeTest: async (parent, _args, ctx) =>
      isShortNoticeTest(await loadersOf(ctx).testsByLearner.load(parent.id), services.learners.today()),
    learnerLessonType: (parent, _args, ctx) =>
      parent.listFacts
        ? (parent.listFacts.firstAllocation?.lessonType ?? null)
        : firstAllocation(parent, ctx).then((allocation) => allocation?.lessonType ?? null),
    lessons: (parent, _args, ctx) => services.learners.listLearnerLessons(requireViewer(ctx), parent.id),
    tests: (parent, _args, ctx) => loadersOf(ctx).testsByLearner.load(parent.id),
    progress: async (parent, _args, ctx) => {
      const learner = await learnerOf(parent, ctx);
      if (!learner.customerType || !hasProgress(learner.customerType)) return null;
      return progressOf(await loadersOf(ctx).scoresByLearner.load(parent.id));
    },
  };
};

/** Spec 3 §2-§7: the learner's list facts, records, and the operations on them. */
export const createLearnerRecordsResolvers = ({
  services,
}: FeatureWiring<{ learners: LearnersService }>): Resolvers => {
  return {
    Query: {
      learner: (_parent, { id, instructorId }, ctx) =>
        services.learners.getLearner(instructorId ? requireOwnInstructor(ctx, instructorId) : requireViewer(ctx), id),
      emailExists: async (_parent, { emailAddress }, ctx) => ({
        exists: await services.learners.emailExists(requireViewer(ctx), emailAddress),
      }),
      learnerLessonPrices: (_parent, { franchiseId }, ctx) =>
        services.learners.learnerLessonPrices(requireViewer(ctx), franchiseId),
    },
    Mutation: {
      approveLearner: (_parent, args, ctx) => services.learners.approveLearner(requireViewer(ctx), args),
      rejectLearner: (_parent, args, ctx) => services.learners.rejectLearner(requireViewer(ctx), args),
      createSelfSourcedLearner: (_parent, { input }, ctx) => {
        const { address, phoneNumber, lineItemId, ...rest } = input;
        return services.learners.createSelfSourcedLearner(requireViewer(ctx), {
          ...rest,
          address: address ?? null,
          phoneNumber: phoneNumber ?? null,
          lineItemId: lineItemId ?? null,
        });
      },
      updateLearner: async (_parent, { input }, ctx) => {
        const viewer = requireViewer(ctx);
        return services.learners.getLearner(viewer, await services.learners.updateLearner(viewer, input));
      },
      updateHourlyRate: async (_parent, { allocationId, rate }, ctx) => {
        const viewer = requireViewer(ctx);
        const allocation = await services.learners.updateHourlyRate(viewer, allocationId, rate);
        const all = await services.learners.getAllocations(viewer, [allocation.learnerId]);
        const view = all.get(allocation.learnerId)?.find((a) => a.id === allocation.id);
        if (!view) throw notFound();
        return view;
      },
      createTest: (_parent, { input }, ctx) => services.learners.createTest(requireViewer(ctx), input),
      updateTest: (_parent, { input }, ctx) => services.learners.updateTest(requireViewer(ctx), input),
      deleteTest: (_parent, { id }, ctx) => services.learners.deleteTest(requireViewer(ctx), id),
      updateLearnerProgress: (_parent, args, ctx) => services.learners.updateLearnerProgress(requireViewer(ctx), args),
    },
    Learner: createLearnerFields(services),
  };
};
