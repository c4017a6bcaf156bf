import { describe, expect, it } from 'vitest';
import {
  createSlotOfferSchema,
  defaultStandsUntil,
  offerSuggestionReasons,
  slotOfferRecipientStatusOf,
  slotOfferStateOf,
  slotOfferText,
} from './index.ts';

const now = new Date('2030-01-07T08:00:00Z');
const start = new Date('2030-01-08T10:00:00Z');
const learner = {
  approved: true,
  allocationFromDate: '2029-06-01',
  lessonType: 'Standard' as const,
  nextLesson: null,
  lastLesson: new Date('2030-01-01T10:00:00Z'),
  balanceHours: 0,
  busyThatDay: false,
};
const slot = { lessonType: 'Standard' as const, start };

describe('suggested learners for a freed slot', () => {
  it('suggests an active learner of the lesson type with pre-paid hours or a quiet week, saying why', () => {
    expect(offerSuggestionReasons({ ...learner, balanceHours: 2.5 }, slot, now)).toEqual([
      'Has 2.5 pre-paid hours',
      'No lesson booked in the next week',
      'Free that day',
    ]);
    const soon = { ...learner, nextLesson: new Date('2030-01-09T10:00:00Z') };
    expect(offerSuggestionReasons({ ...soon, balanceHours: 1 }, slot, now)).toEqual([
      'Has 1 pre-paid hour',
      'Free that day',
    ]);
  });

  it('leaves out a learner with a lesson soon and no hours, another lesson type, a lesson that day, or inactive', () => {
    expect(offerSuggestionReasons({ ...learner, nextLesson: new Date('2030-01-09T10:00:00Z') }, slot, now)).toEqual([]);
    expect(offerSuggestionReasons({ ...learner, lessonType: 'Motorway' }, slot, now)).toEqual([]);
    expect(offerSuggestionReasons({ ...learner, busyThatDay: true }, slot, now)).toEqual([]);
    expect(offerSuggestionReasons({ ...learner, lastLesson: new Date('2029-01-01T10:00:00Z') }, slot, now)).toEqual([]);
  });
});

describe('an offer and its recipients', () => {
  const offer = { takenAt: null, withdrawnAt: null, standsUntil: new Date('2030-01-08T08:00:00Z') };
  it('is open until its time, taken over everything, withdrawn otherwise', () => {
    expect(slotOfferStateOf(offer, now)).toBe('Open');
    expect(slotOfferStateOf(offer, offer.standsUntil)).toBe('Expired');
    expect(slotOfferStateOf({ ...offer, withdrawnAt: now }, now)).toBe('Withdrawn');
    expect(slotOfferStateOf({ ...offer, takenAt: now }, offer.standsUntil)).toBe('Taken');
  });
  it('shows a recipient as sent, opened, or what they did', () => {
    expect(slotOfferRecipientStatusOf({ outcome: null, openedAt: null })).toBe('Sent');
    expect(slotOfferRecipientStatusOf({ outcome: null, openedAt: now })).toBe('Opened');
    expect(slotOfferRecipientStatusOf({ outcome: 'TooLate', openedAt: now })).toBe('TooLate');
  });
  it('texts the slot on the UK clock, summer time included', () => {
    const summer = new Date('2030-06-04T09:00:00Z');
    const text = slotOfferText({
      instructorName: 'Dan Lee',
      start: summer,
      end: new Date('2030-06-04T10:00:00Z'),
      url: 'u',
    });
    expect(text).toBe('Dan Lee has a free lesson Tuesday 4 June at 10:00 to 11:00. First to accept gets it: u');
  });
});

describe('createSlotOffer input', () => {
  const input = {
    startDateTime: start,
    endDateTime: new Date('2030-01-08T11:00:00Z'),
    lessonType: 'Standard',
    standsUntil: new Date('2030-01-08T08:00:00Z'),
    learnerIds: ['a', 'a', 'b'],
    textInstructor: false,
  };
  const messageOf = (value: unknown) => {
    const result = createSlotOfferSchema(now).safeParse(value);
    return result.success ? null : result.error.issues[0]?.message;
  };
  it('takes a future slot and an until before it, each learner once', () => {
    expect(createSlotOfferSchema(now).parse(input).learnerIds).toEqual(['a', 'b']);
  });
  it('refuses no learners, an until after the start or passed, a started slot', () => {
    expect(messageOf({ ...input, learnerIds: [] })).toBe('Choose at least one learner');
    expect(messageOf({ ...input, standsUntil: new Date('2030-01-08T10:30:00Z') })).toBe(
      'The offer must end before the lesson starts',
    );
    expect(messageOf({ ...input, standsUntil: now })).toBe('Choose a time that has not passed');
    expect(messageOf({ ...input, startDateTime: now })).toBe('This slot has already started');
  });
  it('defaults the until to two hours before, or half-way when the lesson is sooner', () => {
    expect(defaultStandsUntil(start, now)).toEqual(new Date('2030-01-08T08:00:00Z'));
    expect(defaultStandsUntil(new Date('2030-01-07T09:00:00Z'), now)).toEqual(new Date('2030-01-07T08:30:00Z'));
  });
});
