import { bookingMessages } from '@portal/domain/calendar';
import { DomainError } from '@portal/domain/errors';
import type { Scores } from '@portal/domain/learners';
import DataLoader from 'dataloader';
import type { Viewer } from '../../app-deps.ts';
import { keptForWork } from '../../db/unit-of-work.ts';
import type { DrivingTestView, LessonFacts } from './learner-records.views.ts';
import type { LearnerAllocationView, LearnerView, LessonBalanceView } from './learners.views.ts';

/** The reads the loaders batch: the learners service's own. */
type LearnerReads = {
  getLearners: (viewer: Viewer, ids: readonly string[]) => Promise<LearnerView[]>;
  getAllocations: (viewer: Viewer, ids: readonly string[]) => Promise<Map<string, LearnerAllocationView[]>>;
  getLessonBalances: (viewer: Viewer, ids: readonly string[]) => Promise<Map<string, LessonBalanceView[]>>;
  getLessonFacts: (viewer: Viewer, ids: readonly string[]) => Promise<Map<string, LessonFacts>>;
  getTests: (viewer: Viewer, ids: readonly string[]) => Promise<Map<string, DrivingTestView[]>>;
  getSkillScores: (viewer: Viewer, ids: readonly string[]) => Promise<Map<string, Scores>>;
  getPendingLearnerIds: (viewer: Viewer, ids: readonly string[]) => Promise<Set<string>>;
};

const NO_LESSONS: LessonFacts = { lastLesson: null, nextLesson: null };

const createLearnerLoaders = (learners: LearnerReads, viewer: Viewer) => ({
  learnerById: new DataLoader<string, LearnerView>(async (ids) => {
    const found = new Map((await learners.getLearners(viewer, ids)).map((learner) => [learner.id, learner]));
    return ids.map((id) => found.get(id) ?? new DomainError('NOT_FOUND', bookingMessages.learnerNotFound));
  }),
  allocationsByLearner: new DataLoader<string, LearnerAllocationView[]>(async (ids) => {
    const found = await learners.getAllocations(viewer, ids);
    return ids.map((id) => found.get(id) ?? []);
  }),
  balancesByLearner: new DataLoader<string, LessonBalanceView[]>(async (ids) => {
    const found = await learners.getLessonBalances(viewer, ids);
    return ids.map((id) => found.get(id) ?? []);
  }),
  lessonFactsByLearner: new DataLoader<string, LessonFacts>(async (ids) => {
    const found = await learners.getLessonFacts(viewer, ids);
    return ids.map((id) => found.get(id) ?? NO_LESSONS);
  }),
  testsByLearner: new DataLoader<string, DrivingTestView[]>(async (ids) => {
    const found = await learners.getTests(viewer, ids);
    return ids.map((id) => found.get(id) ?? []);
  }),
  scoresByLearner: new DataLoader<string, Scores>(async (ids) => {
    const found = await learners.getSkillScores(viewer, ids);
    return ids.map((id) => found.get(id) ?? {});
  }),
  pendingByLearner: new DataLoader<string, boolean>(async (ids) => {
    const found = await learners.getPendingLearnerIds(viewer, ids);
    return ids.map((id) => found.has(id));
  }),
});

export type LearnerLoaders = ReturnType<typeof createLearnerLoaders>;

/**
 * The request's batching of learner reads (kept by its unit of work): every `load` of one request is answered by
 * one service call (one query), so a list of N learners or lessons costs the same few queries as a list of one.
 */
export const learnerLoadersOf = (learners: LearnerReads, viewer: Viewer): LearnerLoaders =>
  keptForWork(`learners.loaders:${viewer.instructorId}`, () => createLearnerLoaders(learners, viewer));
