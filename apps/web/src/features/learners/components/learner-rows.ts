import { type LessonType, lastLessonForSort } from '@portal/domain/learners';
import { formatDistanceStrict } from 'date-fns';
import type { ListedLearner } from '../api/use-learners-list.ts';

export type SortKey = 'name' | 'pickup' | 'lessonType' | 'lastLesson';
export type Sort = { key: SortKey; direction: 'asc' | 'desc' };
export const defaultSort: Sort = { key: 'lastLesson', direction: 'desc' };

export const lessonTypeLabels: Record<LessonType, string> = {
  Standard: 'Standard',
  PassPlus: 'Pass Plus',
  Motorway: 'Motorway',
  Qualified: 'Qualified',
  DIT: 'DIT',
  Motability: 'Motability',
};

/** Spec 3 §2.1: the pickup address, else the address. */
export const shownAddress = (learner: ListedLearner) => learner.pickupAddress ?? learner.address ?? null;

/** 'x ago', or 'n/a'. */
export const lastLessonText = (lastLesson: string | null | undefined, now: Date): string =>
  lastLesson ? `${formatDistanceStrict(new Date(lastLesson), now)} ago` : 'n/a';

const sortValue = (learner: ListedLearner, key: SortKey, now: Date): string | number => {
  switch (key) {
    case 'name':
      return learner.name.fullName.toLowerCase();
    case 'pickup':
      return shownAddress(learner)?.postcode ?? '';
    case 'lessonType':
      return learner.learnerLessonType ?? '';
    default: {
      const last = lastLessonForSort(
        { approved: learner.approved, lastLesson: learner.lastLesson ? new Date(learner.lastLesson) : null },
        now,
      );
      return last ? last.getTime() : 0;
    }
  }
};

/** The tab's learners matching the search (name or postcode), sorted. */
export const learnerRows = (
  learners: readonly ListedLearner[],
  { tab, search, sort }: { tab: 'active' | 'inactive'; search: string; sort: Sort },
  now: Date,
): ListedLearner[] => {
  const term = search.trim().toLowerCase();
  const compactTerm = term.replace(/\s+/g, '');
  return learners
    .filter((learner) => learner.active === (tab === 'active'))
    .filter((learner) => {
      if (!term) return true;
      const postcode = (shownAddress(learner)?.postcode ?? '').toLowerCase().replace(/\s+/g, '');
      return (
        learner.name.fullName.toLowerCase().includes(term) || (compactTerm.length > 1 && postcode.includes(compactTerm))
      );
    })
    .sort((a, b) => {
      const [x, y] = [sortValue(a, sort.key, now), sortValue(b, sort.key, now)];
      const order = x < y ? -1 : x > y ? 1 : 0;
      return sort.direction === 'asc' ? order : -order;
    });
};
