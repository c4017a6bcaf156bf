import { DomainError, parseCommand } from '@portal/domain/errors';
import type { LessonType } from '@portal/domain/learners';
import { createSlotOfferSchema, slotOfferMessages as m, slotOfferText } from '@portal/domain/slot-offers';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { CalendarService } from '../calendar/index.ts';
import type { LearnersService } from '../learners/index.ts';
import { createOfferAcceptance } from './slot-offer-accept.ts';
import { listCandidates } from './slot-offer-candidates.ts';
import {
  findOffer,
  findOffers,
  findRecipients,
  insertOffer,
  insertRecipients,
  type OfferRow,
  updateWithdrawn,
} from './slot-offers.repository.ts';
import { type SlotOfferView, toSlotOfferView } from './slot-offers.views.ts';

export type SlotOffersNeeds = { calendar: CalendarService; learners: LearnersService };
type Slot = { startDateTime: Date; endDateTime: Date; lessonType: LessonType };
export type CreateSlotOfferInput = Slot & {
  standsUntil: Date;
  learnerIds: string[];
  textInstructor: boolean;
  fromLessonId?: string | null;
};

const notFound = () => new DomainError('NOT_FOUND', m.notFound);

/** Issue 27 §3: the instructor offers a freed slot to learners; the first to accept from their page books it. */
export const createSlotOffersService = (deps: AppDeps, services: SlotOffersNeeds) => {
  const viewsOf = async (viewer: Viewer, offers: readonly OfferRow[]): Promise<SlotOfferView[]> => {
    const recipients = await findRecipients(
      viewer.instructorId,
      offers.map((o) => o.id),
    );
    const now = deps.clock.now();
    return offers.map((offer) => toSlotOfferView(offer, recipients, now));
  };
  const getSlotOffer = async (viewer: Viewer, id: string): Promise<SlotOfferView> => {
    const offer = isUuid(id) ? await findOffer(viewer.instructorId, id) : null;
    if (!offer) throw notFound();
    return (await viewsOf(viewer, [offer]))[0]!;
  };

  /** The slot must be free in the instructor's calendar (time off, lessons with travel, working hours). */
  const requireFree = async (viewer: Viewer, slot: Slot, travelTime: number | null) => {
    const [result] = await services.calendar.timeSlotsAvailability(viewer, {
      instructorKey: viewer.instructorId,
      timeSlots: [{ startDateTime: slot.startDateTime, endDateTime: slot.endDateTime, travelTime }],
    });
    if (result?.availability !== 'Available') throw new DomainError('SLOT_NOT_FREE', m.slotNotFree);
  };

  return {
    getSlotOffer,
    listSlotOffers: async (viewer: Viewer, from: Date, to: Date) =>
      viewsOf(viewer, await findOffers(viewer.instructorId, from, to)),

    /** The instructor's learners for the slot: suggested first (most pre-paid hours first), then the rest by name. */
    listSlotOfferCandidates: (viewer: Viewer, input: Slot) => listCandidates(deps, services, viewer, input),

    /** Records the offer and texts each chosen learner a link to it on their page. */
    createSlotOffer: async (viewer: Viewer, input: CreateSlotOfferInput, origin?: string) => {
      const now = deps.clock.now();
      const command = parseCommand(createSlotOfferSchema(now), input);
      // A cancelled lesson's slot keeps its travel time; free time takes the franchise's, as booking does.
      const from = command.fromLessonId ? await services.calendar.getLesson(viewer, command.fromLessonId) : null;
      const travelMinutes = from ? from.travelTimeInMinutes : null;
      const chosen = await services.learners.getLearners(viewer, command.learnerIds);
      if (chosen.length !== command.learnerIds.length) throw new DomainError('NOT_FOUND', m.learnerNotFound);
      if (chosen.some((l) => !l.mobileNumber))
        throw new DomainError('INVALID_INPUT', m.noMobile, { field: 'learnerIds' });
      await requireFree(viewer, command, travelMinutes);
      const offer = await inTransaction(async () => {
        const row = await insertOffer({
          instructorId: viewer.instructorId,
          startAt: command.startDateTime,
          endAt: command.endDateTime,
          lessonType: command.lessonType,
          standsUntil: command.standsUntil,
          textInstructor: command.textInstructor,
          travelMinutes,
          fromLessonId: command.fromLessonId ?? null,
          createdAt: now,
        });
        await insertRecipients(chosen.map((l) => ({ offerId: row.id, learnerId: l.id, sentAt: now })));
        return row;
      });
      for (const learner of chosen) {
        const link = await services.learners.learnerPageLinkFor(viewer, learner.id, origin);
        if (!link.mobile) continue;
        const url = `${link.url}/offers/${offer.id}`;
        await deps.sms.send({
          to: link.mobile,
          body: slotOfferText({ instructorName: link.instructorName, start: offer.startAt, end: offer.endAt, url }),
        });
      }
      return getSlotOffer(viewer, offer.id);
    },

    withdrawSlotOffer: async (viewer: Viewer, id: string) => {
      const offer = await getSlotOffer(viewer, id);
      if (offer.state !== 'Open' || !(await updateWithdrawn(viewer.instructorId, id, deps.clock.now())))
        throw new DomainError('OFFER_CLOSED', m.cannotWithdraw);
      return getSlotOffer(viewer, id);
    },

    ...createOfferAcceptance(deps, services),
  };
};

export type SlotOffersService = ReturnType<typeof createSlotOffersService>;
