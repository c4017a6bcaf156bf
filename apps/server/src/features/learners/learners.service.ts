import type { Database } from '../../db/client.ts';
import {
  type LearnerView,
  type LessonBalanceView,
  type ProductCategory,
  toAllocationView,
  toLearnerView,
} from './learner.views.ts';
import { findAllocationRows, findBalanceRows, findLearnerRows, findTravelTimeRows } from './learners.repository.ts';

const groupBy = <T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> => {
  const map = new Map<K, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
};

/**
 * The instructor's learners (or the given ids among them) with allocations and balances, in four
 * queries whatever the number of learners.
 */
export const listLearners = async (
  db: Database,
  instructorId: string,
  today: string,
  ids?: readonly string[],
  ofOwnLessons = false,
): Promise<LearnerView[]> => {
  if (ids && ids.length === 0) return [];
  const rows = await findLearnerRows(db, instructorId, ids, ofOwnLessons);
  const learnerIds = rows.map((row) => row.id);
  const [allocationRows, balanceRows, travelRows] = await Promise.all([
    findAllocationRows(db, instructorId, learnerIds),
    findBalanceRows(db, learnerIds),
    findTravelTimeRows(db, instructorId),
  ]);
  const travelTime = travelRows.map((row) => ({
    id: row.lineItemKey,
    lineItemKey: row.lineItemKey,
    time: row.time ?? 15,
  }));
  const allocations = groupBy(allocationRows, (row) => row.learnerId);
  const balances = groupBy(balanceRows, (row) => row.learnerId);
  return rows.map((row) => {
    const own = allocations.get(row.id) ?? [];
    return {
      ...toLearnerView(row, own[0]?.status === 'Approved'),
      allocations: own.map((a) => toAllocationView(a, instructorId, travelTime, today)),
      lessonBalances: (balances.get(row.id) ?? []).map(
        (b): LessonBalanceView => ({ id: b.id, category: b.category as ProductCategory, hours: b.hours }),
      ),
    };
  });
};
