import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { type GraphQLContext, requireViewer } from '../../graphql/context.ts';
import type { LearnersService } from './learners.service.ts';

/** Issue 27: the learner's page link and reminder choice, as the instructor manages them. */
export const createLearnerPageResolvers = ({ deps, services }: FeatureWiring<{ learners: LearnersService }>) => {
  /** Where the learner's page lives: PUBLIC_URL when set, else the address the request came to. */
  const originOf = (ctx: GraphQLContext): string =>
    deps.config.PUBLIC_URL ?? `${ctx.request.protocol}://${ctx.request.host}`;
  return {
    Learner: {
      learnerPage: (parent, _args, ctx) => services.learners.getLearnerPageStatus(requireViewer(ctx), parent.id),
    },
    Lesson: {
      reminder: (parent, _args, ctx) => services.learners.getLessonReminder(requireViewer(ctx), parent.id),
    },
    Mutation: {
      sendLearnerPageLink: (_parent, { learnerId }, ctx) =>
        services.learners.sendLearnerPageLink(requireViewer(ctx), learnerId, originOf(ctx)),
      revokeLearnerPageLink: (_parent, { learnerId }, ctx) =>
        services.learners.revokeLearnerPageLink(requireViewer(ctx), learnerId),
      setLearnerReminders: (_parent, { learnerId, optIn }, ctx) =>
        services.learners.setLearnerReminders(requireViewer(ctx), learnerId, optIn),
    },
  } satisfies Resolvers;
};
