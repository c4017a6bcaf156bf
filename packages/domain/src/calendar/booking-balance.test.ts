import { describe, expect, it } from 'vitest';
import { bookingAllocationOf, bookingBalanceHours, prepaidOutcome, prepaidOutcomeMessage } from './booking-balance.ts';

const learner = {
  sourcedBy: null,
  allocations: [
    { allocationStatus: 'Rejected' as const, active: false, productCategory: 'PostTest' as const },
    { allocationStatus: 'Approved' as const, active: true, productCategory: 'PreTest' as const },
  ],
  lessonBalances: [
    { category: 'PostTest' as const, hours: 10 },
    { category: 'PreTest' as const, hours: 5 },
  ],
};

describe('pre-paid hours before booking', () => {
  it('books under the oldest current allocation, else the oldest still bookable, else none', () => {
    const rejected = { id: 'a', allocationStatus: 'Rejected' as const, active: false };
    const ended = { id: 'b', allocationStatus: 'Approved' as const, active: false };
    const current = { id: 'c', allocationStatus: 'Approved' as const, active: true };
    const later = { id: 'd', allocationStatus: 'Pending' as const, active: true };
    expect(bookingAllocationOf([rejected, ended, current, later], null)?.id).toBe('c');
    expect(bookingAllocationOf([rejected, ended], null)?.id).toBe('b');
    expect(bookingAllocationOf([rejected], null)).toBeUndefined();
    // A learner the instructor sourced stays bookable under a rejected allocation.
    expect(bookingAllocationOf([rejected], 'Instructor')?.id).toBe('a');
    expect(bookingAllocationOf([rejected, ended], 'Instructor')?.id).toBe('a');
  });

  it('reads the balance of the category lessons are booked under', () => {
    expect(bookingBalanceHours(learner)).toBe(5);
    expect(bookingBalanceHours({ ...learner, lessonBalances: [] })).toBe(0);
  });

  it('pays lessons in order while the hours last; the rest are refused, or unpaid for a self-sourced learner', () => {
    expect(prepaidOutcome({ balanceHours: 5, lessonHours: 2, count: 6, selfSourced: false })).toEqual({
      paid: 2,
      unpaid: 0,
      refused: 4,
    });
    expect(prepaidOutcome({ balanceHours: 5, lessonHours: 2, count: 6, selfSourced: true })).toEqual({
      paid: 2,
      unpaid: 4,
      refused: 0,
    });
    expect(prepaidOutcome({ balanceHours: 6, lessonHours: 2, count: 3, selfSourced: false })).toEqual({
      paid: 3,
      unpaid: 0,
      refused: 0,
    });
  });

  it('says what will happen in words', () => {
    const facts = { name: 'Amy Lee', balanceHours: 1, lessonHours: 2, selfSourced: false };
    expect(prepaidOutcomeMessage({ ...facts, count: 1 })).toEqual({
      severity: 'error',
      text: 'Insufficient hours: Amy Lee has 1 pre-paid hour and this lesson needs 2.',
    });
    expect(prepaidOutcomeMessage({ ...facts, balanceHours: 5, count: 6 })).toEqual({
      severity: 'error',
      text: 'Insufficient hours: Amy Lee has 5 pre-paid hours, enough for 2 of the 6 lessons. The other 4 cannot be booked.',
    });
    expect(prepaidOutcomeMessage({ ...facts, balanceHours: 1, selfSourced: true, count: 1 })).toEqual({
      severity: 'info',
      text: 'Amy Lee has 1 pre-paid hour: this lesson will be booked as not paid.',
    });
    expect(prepaidOutcomeMessage({ ...facts, balanceHours: 8, count: 3 })).toEqual({
      severity: 'success',
      text: 'Pre-paid: Amy Lee has 8 pre-paid hours; these lessons use 6.',
    });
  });
});
