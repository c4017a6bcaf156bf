import type { WorkingHoursLike } from '@portal/domain/calendar';
import { ResponsiveDialog } from '../shared/responsive-dialog.tsx';
import type { AddEventOrigin } from './add-event-defaults.ts';
import { AddEventForm } from './add-event-form.tsx';
import { BookingPreview } from './booking-preview.tsx';
import { BookingSuccessDialog } from './booking-success-dialog.tsx';
import { OutsideHoursConfirm } from './outside-hours-confirm.tsx';
import { useAddEvent } from './use-add-event.ts';

type Props = {
  instructorId: string;
  origin: AddEventOrigin;
  showRepeat: boolean;
  /** The instructor's working hours: a lesson outside them asks first (issue 23 defect 7). */
  workingHours?: readonly WorkingHoursLike[];
  onClose: () => void;
  /** Something was booked: refetch the calendar. */
  onSaved: () => void;
  /** "Offer this slot" instead of booking it (issue 27 §3). */
  onOffer?: (slot: { start: Date; end: Date }) => void;
};

/** The add-event modal: the form, then for a repeating lesson the booking preview, then "Booking successful". */
export const AddEventDialog = ({
  instructorId,
  origin,
  showRepeat,
  workingHours,
  onClose,
  onSaved,
  onOffer,
}: Props) => {
  const add = useAddEvent({ instructorId, origin, workingHours, onClose, onSaved });
  const { series, outsideHours } = add;
  return (
    <>
      <ResponsiveDialog
        open={add.booked === null}
        title={series.slots ? 'Check and book' : outsideHours ? 'Outside your working hours' : 'New event'}
        subtitle={series.slots ? 'Repeating lessons' : undefined}
        onClose={onClose}
        busy={add.busy}
      >
        {series.slots ? (
          <BookingPreview
            slots={series.slots}
            learnerName={add.learner?.name.fullName ?? 'this learner'}
            submitting={add.busy}
            error={series.error}
            onBack={series.back}
            onConfirm={add.handleBook}
          />
        ) : outsideHours ? (
          <OutsideHoursConfirm
            message={outsideHours.message}
            submitting={add.busy}
            onConfirm={outsideHours.confirm}
            onBack={outsideHours.back}
          />
        ) : (
          <AddEventForm
            defaultValues={add.values}
            learners={add.learners}
            learnersLoading={add.learnersLoading}
            showRepeat={showRepeat}
            submitting={add.busy}
            onSubmit={add.handleSubmit}
            onCancel={onClose}
            onOffer={onOffer}
          />
        )}
      </ResponsiveDialog>
      <BookingSuccessDialog booked={add.booked} onClose={onClose} />
    </>
  );
};
