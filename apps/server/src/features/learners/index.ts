import { defineFeature, type FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { registerSmsWebhook, smsWebhookSecret } from '../../lib/sms/sms-webhook.ts';
import type { AreaPrices, LearnerAnswers } from './learner-admission.service.ts';
import { createLearnerPageResolvers } from './learner-page.resolvers.ts';
import { registerLearnerPage } from './learner-page.routes.ts';
import { createLearnerRecordsResolvers } from './learner-records.resolvers.ts';
import { createLearnersResolvers } from './learners.resolvers.ts';
import { createLearnersService, type LearnersService } from './learners.service.ts';

export type { LearnerAnswers } from './learner-admission.service.ts';
/** The page shell of a learner's link (their page, a slot offer) and its escaping, for pages behind the same link. */
export { escapeHtml, learnerPageNotFound, learnerPageShell } from './learner-page.html.ts';
/** The office side: allocating a business learner to a franchise, pending the instructor's approval. */
export { allocateBusinessLearner, type BusinessLearner, reallocateBusinessLearner } from './learners.office.ts';
export type { BookingLearnerView, LearnersService } from './learners.service.ts';
export type { LearnerParent } from './learners.views.ts';

/** The reminder job ticks each minute and sends what the latest 18:00 (UK) owes (reminders.service.ts). */
const REMINDER_INTERVAL_MS = 60_000;

type LearnersNeeds = { learners: LearnersService; areas: AreaPrices; allocation: LearnerAnswers };

const createResolvers = (wiring: FeatureWiring<LearnersNeeds>): Resolvers => {
  const list = createLearnersResolvers(wiring);
  const records = createLearnerRecordsResolvers(wiring);
  const page = createLearnerPageResolvers(wiring);
  return {
    ...list,
    ...records,
    Learner: { ...list.Learner, ...records.Learner, ...page.Learner },
    Lesson: page.Lesson,
    Mutation: { ...list.Mutation, ...records.Mutation, ...page.Mutation },
  };
};

/**
 * The learners feature: what other features and the registration list may use. Other features ask the service:
 * `countPendingApprovals(viewer)` (home), `lessonPriceFor(viewer, franchiseId, lessonType)` (the one price
 * lookup, to be pointed at the areas service).
 */
export const learnersFeature = defineFeature<LearnersNeeds>()({
  createService: createLearnersService,
  resolvers: createResolvers,
  routes: async (app, { deps, services }) => {
    await registerLearnerPage(app, deps, services.learners);
    await registerSmsWebhook(app, smsWebhookSecret(deps.config), (event) => services.learners.handleSmsInbound(event));
  },
  jobs: ({ services }) => [
    {
      name: 'lesson reminders',
      intervalMs: REMINDER_INTERVAL_MS,
      run: (now) => services.learners.sendDueReminders(now),
    },
  ],
  access: {
    Instructor: { learners: 'ViewLearners' },
    Learner: { learnerPage: 'ViewLearner' },
    Lesson: { reminder: 'Calendar' },
    Query: { learner: 'ViewLearner', emailExists: 'AddLearner', learnerLessonPrices: 'ViewLearner' },
    Mutation: {
      approveLearner: 'ViewLearners',
      rejectLearner: 'ViewLearners',
      createSelfSourcedLearner: 'AddLearner',
      updateLearner: 'EditLearner',
      updateHourlyRate: 'EditLearner',
      createTest: 'EditLearner',
      updateTest: 'EditLearner',
      deleteTest: 'EditLearner',
      updateLearnerProgress: 'EditLearner',
      sendLearnerPageLink: 'EditLearner',
      revokeLearnerPageLink: 'EditLearner',
      setLearnerReminders: 'EditLearner',
    },
  },
});
