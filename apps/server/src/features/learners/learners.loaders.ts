import { bookingMessages } from '@portal/domain/calendar';
import { DomainError } from '@portal/domain/errors';
import type { Scores } from '@portal/domain/learners';
import DataLoader from 'dataloader';
import type { Viewer } from '../../app-deps.ts';
import type { Reads } from '../../db/reads.ts';
import type { LearnerAllocationView, LearnerView, LessonBalanceView } from './learner.views.ts';
import type { DrivingTestView, LessonFacts } from './learner-records.views.ts';
import type { LearnersService } from './learners.service.ts';

const NO_LESSONS: LessonFacts = { lastLesson: null, nextLesson: null };

/**
 * Per-request batching of learner reads: every `load` of one GraphQL request is answered by one service
 * call (one query), so a list of N learners or lessons costs the same few queries as a list of one.
 */
export const createLearnerLoaders = (learners: LearnersService, viewerOf: () => Viewer, reads: () => Reads) => ({
  learnerById: new DataLoader<string, LearnerView>(async (ids) => {
    const found = new Map(
      (await learners.getLearners(viewerOf(), ids, reads())).map((learner) => [learner.id, learner]),
    );
    return ids.map((id) => found.get(id) ?? new DomainError('NOT_FOUND', bookingMessages.learnerNotFound));
  }),
  allocationsByLearner: new DataLoader<string, LearnerAllocationView[]>(async (ids) => {
    const found = await learners.getAllocations(viewerOf(), ids, reads());
    return ids.map((id) => found.get(id) ?? []);
  }),
  balancesByLearner: new DataLoader<string, LessonBalanceView[]>(async (ids) => {
    const found = await learners.getLessonBalances(viewerOf(), ids);
    return ids.map((id) => found.get(id) ?? []);
  }),
  lessonFactsByLearner: new DataLoader<string, LessonFacts>(async (ids) => {
    const found = await learners.getLessonFacts(viewerOf(), ids);
    return ids.map((id) => found.get(id) ?? NO_LESSONS);
  }),
  testsByLearner: new DataLoader<string, DrivingTestView[]>(async (ids) => {
    const found = await learners.getTests(viewerOf(), ids);
    return ids.map((id) => found.get(id) ?? []);
  }),
  scoresByLearner: new DataLoader<string, Scores>(async (ids) => {
    const found = await learners.getSkillScores(viewerOf(), ids);
    return ids.map((id) => found.get(id) ?? {});
  }),
  pendingByLearner: new DataLoader<string, boolean>(async (ids) => {
    const found = await learners.getPendingLearnerIds(viewerOf(), ids);
    return ids.map((id) => found.has(id));
  }),
});
