import { bookingAllocationOf } from '@portal/domain/calendar';
import type { AllocationStatus, ProductCategory } from '@portal/domain/learners';
import { localDateOf } from '@portal/domain/time';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import { isUuid } from '../../lib/uuid.ts';
import { type AreaPrices, createLearnerAdmissionService, type LearnerAnswers } from './learner-admission.service.ts';
import { createLearnerPageService } from './learner-page.service.ts';
import { createLearnerRecordsService } from './learner-records.service.ts';
import { learnerLoadersOf } from './learners.loaders.ts';
import {
  type BalanceChange,
  consumeHours,
  findAllocationRows,
  findAllocationRowsWithLessons,
  findBalanceRows,
  findBookingLearnerRows,
  findLearnerRows,
  findLearnerRowsByIds,
  findLearnerRowsWithLessons,
  findPlainLearnerRows,
  restoreHours,
} from './learners.repository.ts';
import {
  isAllocationActive,
  type LearnerAllocationView,
  type LearnerView,
  type LessonBalanceView,
  type ListedLearnerView,
  toAllocationView,
  toLearnerView,
  toListedLearnerView,
} from './learners.views.ts';
import { createRemindersService } from './reminders.service.ts';

/** One of the instructor's learners as booking needs them: the allocation lessons go under and its balance. */
export type BookingLearnerView = {
  view: LearnerView;
  allocation: {
    id: string;
    status: AllocationStatus;
    productCategory: ProductCategory;
    propositionAllocationId: string;
  };
  balanceHours: number;
};

/** Rows grouped by learner id, each mapped to its view. */
const byLearner = <T extends { learnerId: string }, V>(rows: readonly T[], view: (row: T) => V): Map<string, V[]> => {
  const map = new Map<string, V[]>();
  for (const row of rows) map.set(row.learnerId, [...(map.get(row.learnerId) ?? []), view(row)]);
  return map;
};

const uuidsOf = (ids: readonly string[]) => [...new Set(ids)].filter(isUuid);

const learnersWithLessons = async (viewer: Viewer, range: { from: Date; to: Date; today: string }) => {
  const [rows, allocationRows] = await Promise.all([
    findLearnerRowsWithLessons(viewer.instructorId, range.from, range.to),
    findAllocationRowsWithLessons(viewer.instructorId, range.from, range.to),
  ]);
  return {
    learners: rows.map(toLearnerView),
    allocations: byLearner(
      allocationRows,
      (row): LearnerAllocationView => toAllocationView(row, viewer.instructorId, range.today),
    ),
  };
};

const bookingLearner = async (viewer: Viewer, learnerId: string, today: string): Promise<BookingLearnerView | null> => {
  if (!isUuid(learnerId)) return null;
  const rows = await findBookingLearnerRows(viewer.instructorId, learnerId);
  const candidates = rows.map((row) => ({
    row,
    allocationStatus: row.allocation.status,
    active: isAllocationActive(row.allocation, today),
  }));
  const chosen = bookingAllocationOf(candidates, rows[0]?.sourcedBy ?? null)?.row;
  if (!chosen) return null;
  const { toDate: _toDate, ...allocation } = chosen.allocation;
  return { view: toLearnerView(chosen), allocation, balanceHours: chosen.balanceHours ?? 0 };
};

/**
 * Learner use cases, each taking the viewer first. Lists are batch reads (one query whatever their
 * length), so the request's loaders resolve any number of learners in a constant number of queries.
 * The calendar books inside its own transaction: the balance changes run in it (the unit of work's).
 */
export const createLearnersService = (deps: AppDeps, services: { areas: AreaPrices; allocation: LearnerAnswers }) => {
  const today = () => localDateOf(deps.clock.now());
  const admission = createLearnerAdmissionService(deps, services);
  const service = {
    ...admission,
    ...createLearnerRecordsService(deps, admission.lessonPriceFor),
    ...createLearnerPageService(deps),
    ...createRemindersService(deps),

    /**
     * The list in one statement: with `facts`, each learner with what the /learners page shows of them (their
     * first allocation, pending state, last and next lessons); without, the names and approval only.
     */
    listLearners: async (viewer: Viewer, { facts = true } = {}): Promise<LearnerView[] | ListedLearnerView[]> =>
      facts
        ? (await findLearnerRows(viewer.instructorId, deps.clock.now())).map(toListedLearnerView)
        : (await findPlainLearnerRows(viewer.instructorId)).map(toLearnerView),

    /** The learners among `ids` known to the viewer. */
    getLearners: async (viewer: Viewer, ids: readonly string[]): Promise<LearnerView[]> => {
      const wanted = uuidsOf(ids);
      if (wanted.length === 0) return [];
      return (await findLearnerRowsByIds(viewer.instructorId, wanted)).map(toLearnerView);
    },

    /**
     * The learners with an active lesson in [from, to) and their allocations by learner id: two reads a page
     * batches with its lessons' own (home's today), so the lessons' learners cost no second round trip.
     */
    getLearnersWithLessons: async (viewer: Viewer, from: Date, to: Date) => {
      const found = await learnersWithLessons(viewer, { from, to, today: today() });
      // Read with the lessons: the request's loader answers their fields with no second round trip.
      const loaders = learnerLoadersOf(service, viewer);
      for (const learner of found.learners) loaders.learnerById.prime(learner.id, learner);
      return found;
    },

    /** Allocations by learner id (learners without any are left out). */
    getAllocations: async (viewer: Viewer, learnerIds: readonly string[]) => {
      const wanted = uuidsOf(learnerIds);
      const rows = wanted.length > 0 ? await findAllocationRows(viewer.instructorId, wanted) : [];
      const date = today();
      return byLearner(rows, (row): LearnerAllocationView => toAllocationView(row, viewer.instructorId, date));
    },

    /** Lesson balances by learner id (learners without any are left out). */
    getLessonBalances: async (viewer: Viewer, learnerIds: readonly string[]) => {
      const wanted = uuidsOf(learnerIds);
      const rows = wanted.length > 0 ? await findBalanceRows(viewer.instructorId, wanted) : [];
      return byLearner(
        rows,
        (row): LessonBalanceView => ({ id: row.id, category: row.category as ProductCategory, hours: row.hours }),
      );
    },

    /** The learner as booking reads them: the allocation lessons go under (the domain's rule) and its balance. */
    getBookingLearner: (viewer: Viewer, learnerId: string) => bookingLearner(viewer, learnerId, today()),

    /** Takes the hours only when the balance covers them; says whether it did. */
    consumeHours: (viewer: Viewer, change: BalanceChange) => consumeHours(viewer.instructorId, change),

    restoreHours: (viewer: Viewer, change: BalanceChange) => restoreHours(viewer.instructorId, change),
  };
  return {
    ...service,
    /** The request's learner loaders (learnerById, allocationsByLearner, ...): one query per kind per request. */
    loaders: (viewer: Viewer) => learnerLoadersOf(service, viewer),
  };
};

export type LearnersService = ReturnType<typeof createLearnersService>;
