import { slotOfferMessages as m } from '@portal/domain/slot-offers';
import { useState } from 'react';
import { useSlotOffer } from '../../api/use-slot-offer.ts';
import { DialogLoading } from '../shared/dialog-loading.tsx';
import { ResponsiveDialog } from '../shared/responsive-dialog.tsx';
import { OfferSlotForm } from './offer-slot-form.tsx';
import { SlotOfferView } from './slot-offer-view.tsx';

/** An offer's view, loaded by id (asked again while it is open). */
export const SlotOfferPanel = ({
  offerId,
  onChanged,
  onClose,
}: {
  offerId: string;
  onChanged: () => void;
  onClose: () => void;
}) => {
  const { offer, fetching, error, retry } = useSlotOffer(offerId);
  if (!offer) {
    return (
      <DialogLoading label="Loading offer" failed={!fetching && Boolean(error)} onRetry={retry}>
        We couldn't load this offer.
      </DialogLoading>
    );
  }
  return <SlotOfferView offer={offer} onChanged={onChanged} onClose={onClose} />;
};

type Props = {
  /** A slot to offer (the form), or an offer to show. */
  slot?: { start: Date; end: Date; fromLessonId?: string | null };
  offerId?: string;
  onClose: () => void;
  onChanged: () => void;
};

/** "Offer this slot" from free time, and an offer's view from the calendar: the form, then the offer it sent. */
export const SlotOfferDialog = ({ slot, offerId, onClose, onChanged }: Props) => {
  const [shown, setShown] = useState<string | null>(offerId ?? null);
  return (
    <ResponsiveDialog open title={shown ? 'Slot offer' : m.sheetTitle} onClose={onClose}>
      {shown ? (
        <SlotOfferPanel offerId={shown} onChanged={onChanged} onClose={onClose} />
      ) : slot ? (
        <OfferSlotForm
          start={slot.start}
          end={slot.end}
          fromLessonId={slot.fromLessonId}
          onCancel={onClose}
          onSent={(id) => {
            setShown(id);
            onChanged();
          }}
        />
      ) : null}
    </ResponsiveDialog>
  );
};
