import type { AllocationStatus, LearnerSource, ProductCategory } from '../learners/enums.ts';

/** What the learner picker knows of a learner's pre-paid hours. */
export type BalanceLearner = {
  sourcedBy: LearnerSource | null;
  allocations: readonly { allocationStatus: AllocationStatus; active: boolean; productCategory: ProductCategory }[];
  lessonBalances: readonly { category: ProductCategory; hours: number }[];
};

/** An allocation as the booking rule reads it: its status and whether it is current (not rejected, not ended). */
export type BookableAllocation = { allocationStatus: AllocationStatus; active: boolean };

/**
 * The allocation a learner's lessons with the instructor go under (its category's balance pays them), from their
 * allocations oldest first: the oldest current one; else the oldest the instructor may still book under (any for
 * a learner they sourced themselves, else one not rejected). None: the learner cannot be booked. The server books
 * by this rule and the learner picker shows the balance by it.
 */
export const bookingAllocationOf = <A extends BookableAllocation>(
  allocations: readonly A[],
  sourcedBy: LearnerSource | null,
): A | undefined => {
  const bookable = allocations.filter((a) => a.allocationStatus !== 'Rejected' || sourcedBy === 'Instructor');
  return bookable.find((a) => a.active) ?? bookable[0];
};

/** The pre-paid hours lessons are paid from: the balance of the category of the allocation they go under. */
export const bookingBalanceHours = (learner: BalanceLearner): number => {
  const allocation = bookingAllocationOf(learner.allocations, learner.sourcedBy);
  if (!allocation) return 0;
  return learner.lessonBalances.find((b) => b.category === allocation.productCategory)?.hours ?? 0;
};

export type PrepaidFacts = { balanceHours: number; lessonHours: number; count: number; selfSourced: boolean };
export type PrepaidOutcome = { paid: number; unpaid: number; refused: number };

const EPSILON = 1e-9;

/**
 * How the lessons will be paid, in order, as the server pays them: from the balance while it lasts; then
 * unpaid for a self-sourced learner, refused ("Insufficient hours") for anyone else.
 */
export const prepaidOutcome = ({ balanceHours, lessonHours, count, selfSourced }: PrepaidFacts): PrepaidOutcome => {
  const paid = lessonHours > 0 ? Math.min(count, Math.floor((balanceHours + EPSILON) / lessonHours)) : count;
  const rest = count - paid;
  return { paid, unpaid: selfSourced ? rest : 0, refused: selfSourced ? 0 : rest };
};

/** '1 pre-paid hour', '5 pre-paid hours', as the learner picker and the outcome say it. */
export const prepaidHoursText = (hours: number) =>
  `${Number(hours.toFixed(2))} pre-paid ${hours === 1 ? 'hour' : 'hours'}`;
const plain = (hours: number) => Number(hours.toFixed(2));

export type PrepaidMessage = { severity: 'success' | 'info' | 'error'; text: string };

/** The outcome in words, shown before the instructor books. */
export const prepaidOutcomeMessage = (facts: PrepaidFacts & { name: string }): PrepaidMessage => {
  const { name, balanceHours, lessonHours, count } = facts;
  const { paid, unpaid, refused } = prepaidOutcome(facts);
  const single = count === 1;
  if (refused > 0) {
    return {
      severity: 'error',
      text: single
        ? `Insufficient hours: ${name} has ${prepaidHoursText(balanceHours)} and this lesson needs ${plain(lessonHours)}.`
        : `Insufficient hours: ${name} has ${prepaidHoursText(balanceHours)}, enough for ${paid} of the ${count} lessons. The other ${refused} cannot be booked.`,
    };
  }
  if (unpaid > 0) {
    return {
      severity: 'info',
      text: single
        ? `${name} has ${prepaidHoursText(balanceHours)}: this lesson will be booked as not paid.`
        : `${name} has ${prepaidHoursText(balanceHours)}, enough for ${paid} of the ${count} lessons. The other ${unpaid} will be booked as not paid.`,
    };
  }
  return {
    severity: 'success',
    text: `Pre-paid: ${name} has ${prepaidHoursText(balanceHours)}; ${single ? 'this lesson uses' : 'these lessons use'} ${plain(lessonHours * count)}.`,
  };
};
