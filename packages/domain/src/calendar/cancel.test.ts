import { describe, expect, it } from 'vitest';
import { isActiveLearner, isCapacityFull } from '../learners/activity.ts';
import { cancellationProblem, canRefund, countWords, defaultRefund, isLateCancellation } from './cancel.ts';
import { eventKind, isClickableEvent, travelBlock } from './event-kind.ts';
import { cancelMessages } from './messages.ts';
import { postcodeDistrict } from './postcode.ts';

const now = new Date('2026-06-01T09:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe('refund rule (spec 2 §9)', () => {
  it('allows a refund only for a prepaid lesson more than 2 hours away', () => {
    expect(canRefund({ paid: true, start: inHours(3), now })).toBe(true);
    expect(canRefund({ paid: true, start: inHours(2), now })).toBe(false);
    expect(canRefund({ paid: true, start: inHours(-1), now })).toBe(false);
    expect(canRefund({ paid: false, start: inHours(30), now })).toBe(false);
  });
  it('defaults on when prepaid', () => {
    expect(defaultRefund({ paid: true, start: inHours(30), now })).toBe(true);
    expect(defaultRefund({ paid: false, start: inHours(30), now })).toBe(false);
  });
});

describe('cancel rules (spec 2 §8)', () => {
  it('refuses a lesson that has started', () => {
    expect(cancellationProblem({ start: now, now, reason: 'one two three four five' })).toBe(
      cancelMessages.alreadyTakenPlace,
    );
  });
  it('needs a reason of 5 words within 48 hours of the start', () => {
    expect(isLateCancellation(inHours(47), now)).toBe(true);
    expect(isLateCancellation(inHours(48), now)).toBe(false);
    expect(cancellationProblem({ start: inHours(10), now, reason: 'car broke down' })).toBe(
      cancelMessages.reasonTooShort,
    );
    expect(cancellationProblem({ start: inHours(10), now, reason: 'Learner is ill with flu today' })).toBeNull();
    expect(cancellationProblem({ start: inHours(72), now })).toBeNull();
  });
  it('counts words, ignoring punctuation-only tokens', () => {
    expect(countWords('  a  - b,  c ')).toBe(3);
    expect(countWords(null)).toBe(0);
  });
});

describe('event kinds (spec 2 §2)', () => {
  it('maps items to kinds', () => {
    expect(eventKind({ kind: 'time_off' })).toBe('UNAVAILABLE');
    expect(eventKind({ kind: 'lesson', newLearner: true, paid: true })).toBe('NEW_LESSON');
    expect(eventKind({ kind: 'lesson', newLearner: false, paid: true })).toBe('PAID_LESSON');
    expect(eventKind({ kind: 'lesson', newLearner: false, paid: false })).toBe('UNPAID_LESSON');
  });
  it('draws travel before a lesson and makes travel and cancelled events unclickable', () => {
    expect(travelBlock({ start: inHours(1), travelMinutes: 30 })).toEqual({
      kind: 'TRAVEL',
      start: new Date(inHours(0.5)),
      end: inHours(1),
    });
    expect(travelBlock({ start: inHours(1), travelMinutes: 0 })).toBeNull();
    expect(isClickableEvent('TRAVEL', 'Active')).toBe(false);
    expect(isClickableEvent('PAID_LESSON', 'Cancelled')).toBe(false);
    expect(isClickableEvent('UNAVAILABLE', 'Active')).toBe(true);
  });
});

describe('postcode districts and learner activity', () => {
  it('takes the outward code', () => {
    expect(postcodeDistrict('ls6 3aa')).toBe('LS6');
    expect(postcodeDistrict('LS63AA')).toBe('LS6');
    expect(postcodeDistrict('LS10 1AB')).toBe('LS10');
    expect(postcodeDistrict('EC1A 1BB')).toBe('EC1A');
    expect(postcodeDistrict('LS6')).toBe('LS6');
    expect(postcodeDistrict('')).toBeNull();
    expect(postcodeDistrict(null)).toBeNull();
  });
  it('decides active learners (spec 4 §4)', () => {
    const base = {
      approved: true,
      allocationFromDate: null,
      motability: false,
      hasFutureActiveLesson: false,
      lastLesson: null,
    };
    expect(isActiveLearner(base, now)).toBe(false);
    expect(isActiveLearner({ ...base, approved: false }, now)).toBe(true);
    expect(isActiveLearner({ ...base, hasFutureActiveLesson: true }, now)).toBe(true);
    expect(isActiveLearner({ ...base, lastLesson: inHours(-24 * 13) }, now)).toBe(true);
    expect(isActiveLearner({ ...base, lastLesson: inHours(-24 * 15) }, now)).toBe(false);
    expect(isActiveLearner({ ...base, allocationFromDate: inHours(-24 * 3) }, now)).toBe(true);
    expect(isActiveLearner({ ...base, allocationFromDate: inHours(-24 * 300), motability: true }, now)).toBe(true);
    expect(isCapacityFull({ maximum: 3, locked: false }, 3)).toBe(true);
    expect(isCapacityFull({ maximum: 3, locked: true }, 0)).toBe(true);
    expect(isCapacityFull({ maximum: 3, locked: false }, 2)).toBe(false);
  });
});
