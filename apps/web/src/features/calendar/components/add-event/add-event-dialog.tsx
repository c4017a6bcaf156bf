import { type AddEventValues, bookableHoldIds, heldIds } from '@portal/domain/calendar';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { type PreviewSlot, useBooking } from '../../api/use-booking.ts';
import { useCalendarLearners } from '../../api/use-calendar-learners.ts';
import { ResponsiveDialog } from '../shared/responsive-dialog.tsx';
import { type AddEventOrigin, addEventDefaults } from './add-event-defaults.ts';
import { AddEventForm } from './add-event-form.tsx';
import { BookingPreview } from './booking-preview.tsx';
import { BookingSuccessDialog } from './booking-success-dialog.tsx';

type Props = {
  instructorId: string;
  origin: AddEventOrigin;
  showRepeat: boolean;
  onClose: () => void;
  /** Something was booked: refetch the calendar. */
  onSaved: () => void;
};

type Booked = { count: number; learnerId: string; learnerName: string };

/** The add-event modal: the form, then for a repeating lesson the booking preview, then "Booking successful". */
export const AddEventDialog = ({ instructorId, origin, showRepeat, onClose, onSaved }: Props) => {
  const { learners, fetching } = useCalendarLearners(instructorId);
  const booking = useBooking(instructorId);
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState<AddEventValues>(() => addEventDefaults(origin));
  const [preview, setPreview] = useState<PreviewSlot[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const holds = useRef<string[]>([]);
  const release = booking.releasePending;

  // Holds are released whenever the modal goes away without booking them (they also expire on their own).
  useEffect(() => () => void release(holds.current.splice(0)), [release]);

  const learner = learners.find((l) => l.id === values.learnerId);
  const toast = (message: string, variant: 'success' | 'error') => enqueueSnackbar(message, { variant });

  const handleSubmit = async (submitted: AddEventValues) => {
    setValues(submitted);
    setBusy(true);
    const chosen = learners.find((l) => l.id === submitted.learnerId);
    if (submitted.type === 'LESSON' && submitted.repeat !== 'NO_REPEAT') {
      const outcome = await booking.previewSeries(submitted);
      setBusy(false);
      if (!outcome.ok) return toast(outcome.message, 'error');
      holds.current = heldIds(outcome.value);
      setError(null);
      return setPreview(outcome.value);
    }
    const outcome =
      submitted.type === 'LESSON'
        ? await booking.createLesson(submitted, chosen)
        : await booking.createTimeOff(submitted);
    setBusy(false);
    if (!outcome.ok) return toast(outcome.message, 'error');
    toast(submitted.type === 'LESSON' ? 'Lesson booked' : 'Unavailable slot added', 'success');
    onSaved();
    onClose();
  };

  const handleBack = () => {
    void release(holds.current.splice(0));
    setPreview(null);
  };

  const handleConfirm = async () => {
    if (!preview) return;
    const ids = bookableHoldIds(preview);
    setBusy(true);
    const outcome = await booking.convertPending(ids);
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    holds.current = holds.current.filter((id) => !ids.includes(id));
    void release(holds.current.splice(0));
    onSaved();
    setBooked({ count: outcome.value, learnerId: values.learnerId ?? '', learnerName: learner?.name.fullName ?? '' });
  };

  return (
    <>
      <ResponsiveDialog
        open={booked === null}
        title={preview ? 'Check and book' : 'New event'}
        subtitle={preview ? 'Repeating lessons' : undefined}
        onClose={onClose}
        busy={busy}
      >
        {preview ? (
          <BookingPreview
            slots={preview}
            learnerName={learner?.name.fullName ?? 'this learner'}
            submitting={busy}
            error={error}
            onBack={handleBack}
            onConfirm={handleConfirm}
          />
        ) : (
          <AddEventForm
            defaultValues={values}
            learners={learners}
            learnersLoading={fetching}
            showRepeat={showRepeat}
            submitting={busy}
            onSubmit={handleSubmit}
            onCancel={onClose}
          />
        )}
      </ResponsiveDialog>
      <BookingSuccessDialog booked={booked} onClose={onClose} />
    </>
  );
};
