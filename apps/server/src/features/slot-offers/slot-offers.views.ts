import type { LessonType } from '@portal/domain/learners';
import {
  type SlotOfferRecipientStatus,
  type SlotOfferState,
  slotOfferRecipientStatusOf,
  slotOfferStateOf,
} from '@portal/domain/slot-offers';
import type { OfferRow, RecipientRow } from './slot-offers.repository.ts';

export type SlotOfferRecipientView = {
  id: string;
  learnerId: string;
  fullName: string;
  status: SlotOfferRecipientStatus;
  sentAt: Date;
  openedAt: Date | null;
};

/** What `SlotOffer` resolves from (codegen mapper). */
export type SlotOfferView = {
  id: string;
  startDateTime: Date;
  endDateTime: Date;
  lessonType: LessonType;
  standsUntil: Date;
  textInstructor: boolean;
  state: SlotOfferState;
  createdAt: Date;
  takenAt: Date | null;
  lessonId: string | null;
  takenBy: string | null;
  recipients: SlotOfferRecipientView[];
};

export type SlotOfferCandidateView = {
  learnerId: string;
  fullName: string;
  suggested: boolean;
  reasons: string[];
  canText: boolean;
};

const toRecipientView = (row: RecipientRow): SlotOfferRecipientView => ({
  id: row.id,
  learnerId: row.learnerId,
  fullName: `${row.firstName} ${row.lastName}`,
  status: slotOfferRecipientStatusOf(row),
  sentAt: row.sentAt,
  openedAt: row.openedAt,
});

export const toSlotOfferView = (offer: OfferRow, recipients: readonly RecipientRow[], now: Date): SlotOfferView => {
  const own = recipients.filter((r) => r.offerId === offer.id).map(toRecipientView);
  return {
    id: offer.id,
    startDateTime: offer.startAt,
    endDateTime: offer.endAt,
    lessonType: offer.lessonType,
    standsUntil: offer.standsUntil,
    textInstructor: offer.textInstructor,
    state: slotOfferStateOf(offer, now),
    createdAt: offer.createdAt,
    takenAt: offer.takenAt,
    lessonId: offer.lessonId,
    takenBy: own.find((r) => r.id === offer.winnerRecipientId)?.fullName ?? null,
    recipients: own,
  };
};
