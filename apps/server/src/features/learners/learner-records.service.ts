import { DomainError, parseCommand } from '@portal/domain/errors';
import {
  type CreateTestInput,
  canEditHourlyRate,
  createTestSchema,
  hasProgress,
  hourlyRateProblem,
  isTestEditable,
  type LessonType,
  learnerMessages as m,
  progressOf,
  type Scores,
  type UpdateLearnerProgressInput,
  type UpdateTestInput,
  updateHourlyRateSchema,
  updateLearnerProgressSchema,
  updateTestSchema,
} from '@portal/domain/learners';
import { poundsToPence } from '@portal/domain/money';
import { localDateOf } from '@portal/domain/time';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  deleteTestRow,
  findLearnerLessonRows,
  findLessonFacts,
  findSkillScoreRows,
  findTestRow,
  findTestRows,
  insertTest,
  updateTestRow,
  upsertSkillScores,
} from './learner-records.repository.ts';
import {
  type DrivingTestView,
  type LearnerLessonView,
  type LearnerProgressView,
  type LessonFacts,
  toLessonView,
  toTestView,
} from './learner-records.views.ts';
import { findOwnAllocation, updateAllocationRate } from './learner-writes.repository.ts';
import { findLearnerRowsByIds, toDateOrNull } from './learners.repository.ts';
import type { LearnerView } from './learners.views.ts';
import { toLearnerView } from './learners.views.ts';

export const notFound = () => new DomainError('NOT_FOUND', m.notFound);
const uuids = (ids: readonly string[]) => [...new Set(ids)].filter(isUuid);

/** The instructor's price per hour in pence: `lessonPriceFor` of the learners service. */
export type PriceFor = (viewer: Viewer, franchiseId: string, lessonType: LessonType) => Promise<number>;

/**
 * A learner's records: lessons (read only), tests, progress and the hourly rate. Each write first finds the
 * learner (or test, or allocation) among the instructor's own; any other id is NOT_FOUND and changes nothing.
 */
export const createLearnerRecordsService = (deps: AppDeps, priceFor: PriceFor) => {
  const findLearner = async (viewer: Viewer, id: string): Promise<LearnerView> => {
    if (!isUuid(id)) throw notFound();
    const [row] = await findLearnerRowsByIds(viewer.instructorId, [id]);
    if (!row) throw notFound();
    return toLearnerView(row);
  };
  const progressFor = async (viewer: Viewer, learnerId: string): Promise<LearnerProgressView> => {
    const rows = await findSkillScoreRows(viewer.instructorId, [learnerId]);
    return progressOf(Object.fromEntries(rows.map((row) => [row.skillId, row.score])));
  };
  return {
    getLearner: findLearner,

    getLessonFacts: async (viewer: Viewer, ids: readonly string[]): Promise<Map<string, LessonFacts>> => {
      const wanted = uuids(ids);
      const rows = wanted.length ? await findLessonFacts(viewer.instructorId, wanted, deps.clock.now()) : [];
      return new Map(
        rows.map((row) => [
          row.learnerId,
          { lastLesson: toDateOrNull(row.lastLesson), nextLesson: toDateOrNull(row.nextLesson) },
        ]),
      );
    },

    getTests: async (viewer: Viewer, ids: readonly string[]): Promise<Map<string, DrivingTestView[]>> => {
      const wanted = uuids(ids);
      const rows = wanted.length ? await findTestRows(viewer.instructorId, wanted) : [];
      const map = new Map<string, DrivingTestView[]>();
      for (const row of rows) map.set(row.learnerId, [...(map.get(row.learnerId) ?? []), toTestView(row)]);
      return map;
    },

    getSkillScores: async (viewer: Viewer, ids: readonly string[]): Promise<Map<string, Scores>> => {
      const wanted = uuids(ids);
      const rows = wanted.length ? await findSkillScoreRows(viewer.instructorId, wanted) : [];
      const map = new Map<string, Record<string, number>>();
      for (const row of rows) map.set(row.learnerId, { ...map.get(row.learnerId), [row.skillId]: row.score });
      return map;
    },

    listLearnerLessons: async (viewer: Viewer, learnerId: string): Promise<LearnerLessonView[]> => {
      if (!isUuid(learnerId)) return [];
      const now = deps.clock.now();
      return (await findLearnerLessonRows(viewer.instructorId, learnerId)).map((row) => toLessonView(row, now));
    },

    updateHourlyRate: async (viewer: Viewer, allocationId: string, rate: number) => {
      const input = parseCommand(updateHourlyRateSchema, { allocationId, rate });
      if (!isUuid(input.allocationId)) throw notFound();
      const allocation = await findOwnAllocation(viewer.instructorId, input.allocationId);
      if (!allocation || allocation.status === 'Rejected') throw notFound();
      if (!canEditHourlyRate(allocation)) throw new DomainError('INVALID_INPUT', m.hourlyRateNotEditable);
      const max = await priceFor(viewer, allocation.franchiseId, allocation.lessonType);
      const problem = hourlyRateProblem(input.rate, max);
      if (problem) throw new DomainError('INVALID_INPUT', problem, { field: 'rate' });
      await updateAllocationRate(viewer.instructorId, allocation.id, poundsToPence(input.rate) ?? 0);
      return allocation;
    },

    createTest: async (viewer: Viewer, raw: CreateTestInput): Promise<DrivingTestView> => {
      const input = parseCommand(createTestSchema, raw);
      await findLearner(viewer, input.learnerId);
      const { learnerId, ...values } = input;
      return toTestView(await insertTest(learnerId, values));
    },

    updateTest: async (viewer: Viewer, raw: UpdateTestInput): Promise<DrivingTestView> => {
      const input = parseCommand(updateTestSchema, raw);
      const test = isUuid(input.id) ? await findTestRow(viewer.instructorId, input.id) : null;
      if (!test || (input.learnerId && input.learnerId !== test.learnerId)) {
        throw new DomainError('NOT_FOUND', m.testNotFound);
      }
      if (input.date !== test.date && !isTestEditable(test.status)) {
        throw new DomainError('INVALID_INPUT', m.testDateNotEditable, { field: 'date' });
      }
      const { id, learnerId: _sameLearner, ...values } = input;
      const row = await updateTestRow(viewer.instructorId, id, values);
      if (!row) throw new DomainError('NOT_FOUND', m.testNotFound);
      return toTestView(row);
    },

    deleteTest: async (viewer: Viewer, id: string): Promise<string> => {
      if (!isUuid(id) || !(await deleteTestRow(viewer.instructorId, id))) {
        throw new DomainError('NOT_FOUND', m.testNotFound);
      }
      return id;
    },

    getProgress: progressFor,

    updateLearnerProgress: async (viewer: Viewer, raw: UpdateLearnerProgressInput): Promise<LearnerProgressView> => {
      const input = parseCommand(updateLearnerProgressSchema, raw);
      const learner = await findLearner(viewer, input.learnerId);
      if (!hasProgress(learner.customerType)) throw new DomainError('INVALID_INPUT', m.progressNotAvailable);
      await upsertSkillScores(viewer.instructorId, learner.id, input.skills, deps.clock.now());
      return progressFor(viewer, learner.id);
    },

    today: () => localDateOf(deps.clock.now()),
    now: () => deps.clock.now(),
  };
};
