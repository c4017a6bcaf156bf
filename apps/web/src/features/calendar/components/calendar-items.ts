import { initialsOf } from '@portal/domain/access';
import { addMinutes } from 'date-fns';
import type {
  CalendarEventKind,
  CalendarLessonEventFragment,
  CalendarSlotOffersQuery,
  CalendarTimeOffEventFragment,
} from '../../../gql/graphql.ts';

type CalendarEvent = CalendarLessonEventFragment | CalendarTimeOffEventFragment;

/** How an item is drawn: the server's kind, cancelled (spec 2 §2), or a slot offered to learners (issue 27). */
export type ItemStyle = CalendarEventKind | 'CANCELLED' | 'OFFER';

export type CalendarItem = {
  /** Unique per drawn block (a lesson and its travel block share sourceId). */
  key: string;
  sourceId: string;
  type: 'lesson' | 'timeOff' | 'travel' | 'offer';
  style: ItemStyle;
  start: Date;
  end: Date;
  allDay: boolean;
  title: string;
  /** For narrow columns: the learner's first name. */
  shortTitle: string;
  /** For the narrowest: the learner's initials. */
  initials: string;
  test: boolean;
  /** A pending hold from an open booking preview. */
  pending: boolean;
  repeating: boolean;
  travelMinutes: number;
  /** A lesson's learner (a move is checked against the learner's other lessons); '' for time off. */
  learnerId: string;
  /** A lesson paid from pre-paid hours. */
  paid: boolean;
  /** Lessons and unavailable slots open; travel, cancelled and held items do not (spec 2 §2). */
  clickable: boolean;
};

const lessonItems = (lesson: CalendarLessonEventFragment): CalendarItem[] => {
  const start = new Date(lesson.startDateTime);
  const cancelled = lesson.status === 'Cancelled';
  const pending = lesson.status === 'Pending';
  const item: CalendarItem = {
    key: `lesson-${lesson.id}`,
    sourceId: lesson.id,
    type: 'lesson',
    style: cancelled ? 'CANCELLED' : lesson.kind,
    start,
    end: new Date(lesson.endDateTime),
    allDay: false,
    title: lesson.learner.name.fullName,
    shortTitle: lesson.learner.name.firstName,
    initials: initialsOf(lesson.learner.name.firstName, lesson.learner.name.lastName),
    test: lesson.test,
    pending,
    repeating: false,
    travelMinutes: lesson.travelTimeInMinutes,
    learnerId: lesson.learner.id,
    paid: lesson.paid,
    clickable: !cancelled && !pending,
  };
  if (cancelled || lesson.travelTimeInMinutes <= 0) return [item];
  const travel: CalendarItem = {
    ...item,
    key: `travel-${lesson.id}`,
    type: 'travel',
    style: 'TRAVEL',
    start: addMinutes(start, -lesson.travelTimeInMinutes),
    end: start,
    test: false,
    clickable: false,
  };
  return [travel, item];
};

const timeOffItem = (slot: CalendarTimeOffEventFragment): CalendarItem => {
  const cancelled = slot.status === 'Cancelled' || slot.status === 'Deleted';
  return {
    key: `timeoff-${slot.id}`,
    sourceId: slot.id,
    type: 'timeOff',
    style: cancelled ? 'CANCELLED' : 'UNAVAILABLE',
    start: new Date(slot.startDateTime),
    end: new Date(slot.endDateTime),
    allDay: slot.allDay,
    title: slot.notes.trim() || 'Unavailable',
    shortTitle: 'Off',
    initials: 'Off',
    test: false,
    pending: false,
    repeating: Boolean(slot.seriesId || slot.repeatFrequency),
    travelMinutes: 0,
    learnerId: '',
    paid: false,
    clickable: !cancelled,
  };
};

/** Turns the server's lessons and time off into drawn blocks, adding a travel block before each lesson. */
export const toCalendarItems = (events: readonly CalendarEvent[]): CalendarItem[] =>
  events
    .flatMap((event) => (event.__typename === 'Lesson' ? lessonItems(event) : [timeOffItem(event)]))
    .sort((a, b) => a.start.getTime() - b.start.getTime());

type SlotOffer = CalendarSlotOffersQuery['slotOffers'][number];

/** An open offer drawn on its slot: how many it went to and how many opened it; it opens the offer's view. */
export const toOfferItems = (offers: readonly SlotOffer[]): CalendarItem[] =>
  offers
    .filter((offer) => offer.state === 'Open')
    .map((offer) => {
      const opened = offer.recipients.filter((r) => r.status !== 'Sent').length;
      return {
        key: `offer-${offer.id}`,
        sourceId: offer.id,
        type: 'offer',
        style: 'OFFER',
        start: new Date(offer.startDateTime),
        end: new Date(offer.endDateTime),
        allDay: false,
        title: `Offered to ${offer.recipients.length}, ${opened} opened`,
        shortTitle: `Offered to ${offer.recipients.length}`,
        initials: 'Offer',
        test: false,
        pending: false,
        repeating: false,
        travelMinutes: 0,
        learnerId: '',
        paid: false,
        clickable: true,
      };
    });
