import { hasProgress, isActiveOnList, isShortNoticeTest, progressOf } from '@portal/domain/learners';
import type { Resolvers } from '../../generated/graphql.ts';
import { type GraphQLContext, requireViewer } from '../../graphql/context.ts';
import type { LearnerParent } from './learner.views.ts';
import { notFound } from './learner-records.service.ts';

const loadersOf = (ctx: GraphQLContext) => ctx.loaders.learners;
const learnerOf = (parent: LearnerParent, ctx: GraphQLContext) =>
  parent.approved !== undefined && parent.customerType !== undefined
    ? Promise.resolve(parent)
    : loadersOf(ctx).learnerById.load(parent.id);
/** The first allocation with the instructor: read with the list, or by the loader. */
const firstAllocation = async (parent: LearnerParent, ctx: GraphQLContext) =>
  parent.listFacts
    ? parent.listFacts.firstAllocation
    : ((await loadersOf(ctx).allocationsByLearner.load(parent.id))[0] ?? null);
/** The last and next lessons: read with the list, or by the loader. */
const lessonFactsOf = (parent: LearnerParent, ctx: GraphQLContext) =>
  parent.listFacts
    ? Promise.resolve({ lastLesson: parent.listFacts.lastLesson, nextLesson: parent.listFacts.nextLesson })
    : loadersOf(ctx).lessonFactsByLearner.load(parent.id);

/** Spec 3 §2-§7: the learner's list facts, records, and the operations on them. */
export const learnerRecordsResolvers: Resolvers = {
  Query: {
    learner: (_parent, { id }, ctx) => ctx.services.learners.getLearner(requireViewer(ctx), id),
    emailExists: (_parent, { emailAddress }, ctx) =>
      ctx.services.learners.emailExists(requireViewer(ctx), emailAddress),
    learnerLessonPrices: (_parent, { franchiseId }, ctx) =>
      ctx.services.learners.learnerLessonPrices(requireViewer(ctx), franchiseId),
  },
  Mutation: {
    rejectLearner: (_parent, args, ctx) => ctx.services.learners.rejectLearner(requireViewer(ctx), args),
    createSelfSourcedLearner: (_parent, { input }, ctx) => {
      const { address, phoneNumber, lineItemId, ...rest } = input;
      return ctx.services.learners.createSelfSourcedLearner(requireViewer(ctx), {
        ...rest,
        address: address ?? null,
        phoneNumber: phoneNumber ?? null,
        lineItemId: lineItemId ?? null,
      });
    },
    updateLearner: async (_parent, { input }, ctx) => {
      const viewer = requireViewer(ctx);
      return ctx.services.learners.getLearner(viewer, await ctx.services.learners.updateLearner(viewer, input));
    },
    updateHourlyRate: async (_parent, { allocationId, rate }, ctx) => {
      const viewer = requireViewer(ctx);
      const allocation = await ctx.services.learners.updateHourlyRate(viewer, allocationId, rate);
      const all = await ctx.services.learners.getAllocations(viewer, [allocation.learnerId]);
      const view = all.get(allocation.learnerId)?.find((a) => a.id === allocation.id);
      if (!view) throw notFound();
      return view;
    },
    createTest: (_parent, { input }, ctx) => ctx.services.learners.createTest(requireViewer(ctx), input),
    updateTest: (_parent, { input }, ctx) => ctx.services.learners.updateTest(requireViewer(ctx), input),
    deleteTest: (_parent, { id }, ctx) => ctx.services.learners.deleteTest(requireViewer(ctx), id),
    updateLearnerProgress: (_parent, args, ctx) =>
      ctx.services.learners.updateLearnerProgress(requireViewer(ctx), args),
  },
  Learner: {
    dateOfBirth: async (parent, _args, ctx) => (await learnerOf(parent, ctx)).dateOfBirth ?? null,
    pendingApproval: (parent, _args, ctx) =>
      parent.listFacts?.pendingApproval ?? loadersOf(ctx).pendingByLearner.load(parent.id),
    lastLesson: async (parent, _args, ctx) => (await lessonFactsOf(parent, ctx)).lastLesson,
    active: async (parent, _args, ctx) => {
      const [learner, allocation, facts] = await Promise.all([
        learnerOf(parent, ctx),
        firstAllocation(parent, ctx),
        lessonFactsOf(parent, ctx),
      ]);
      const listFacts = {
        approved: learner.approved ?? false,
        allocationFromDate: allocation?.fromDate ?? null,
        lessonType: allocation?.lessonType ?? null,
        ...facts,
      };
      return isActiveOnList(listFacts, ctx.services.learners.now());
    },
    isShortNoticeTest: async (parent, _args, ctx) =>
      isShortNoticeTest(await loadersOf(ctx).testsByLearner.load(parent.id), ctx.services.learners.today()),
    learnerLessonType: async (parent, _args, ctx) => (await firstAllocation(parent, ctx))?.lessonType ?? null,
    lessons: (parent, _args, ctx) => ctx.services.learners.listLearnerLessons(requireViewer(ctx), parent.id),
    tests: (parent, _args, ctx) => loadersOf(ctx).testsByLearner.load(parent.id),
    progress: async (parent, _args, ctx) => {
      const learner = await learnerOf(parent, ctx);
      if (!learner.customerType || !hasProgress(learner.customerType)) return null;
      return progressOf(await loadersOf(ctx).scoresByLearner.load(parent.id));
    },
  },
};
