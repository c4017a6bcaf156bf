import { type AddEventValues, previewSlotLabel } from '@portal/domain/calendar';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import type { Outcome } from '../../../../lib/outcome.ts';
import { useCalendarLearners } from '../../api/use-calendar-learners.ts';
import { useCreateLesson } from '../../api/use-create-lesson.ts';
import { useCreateTimeOff } from '../../api/use-create-time-off.ts';
import { useShowCalendarDay } from '../../hooks/use-calendar-state.ts';
import { type AddEventOrigin, addEventDefaults } from './add-event-defaults.ts';
import { useSeriesBooking } from './use-series-booking.ts';

type Options = { instructorId: string; origin: AddEventOrigin; onClose: () => void; onSaved: () => void };
type Booked = { count: number; learnerId: string; learnerName: string };

const isSeries = (values: AddEventValues) => values.type === 'LESSON' && values.repeat !== 'NO_REPEAT';

/** The add-event modal's state: a lesson or time off saved at once, or a repeating lesson through its preview. */
export const useAddEvent = ({ instructorId, origin, onClose, onSaved }: Options) => {
  const { learners, fetching } = useCalendarLearners(instructorId);
  const series = useSeriesBooking(instructorId);
  const createLesson = useCreateLesson(instructorId);
  const createTimeOff = useCreateTimeOff(instructorId);
  const { enqueueSnackbar } = useSnackbar();
  const showDay = useShowCalendarDay();
  const [values, setValues] = useState<AddEventValues>(() => addEventDefaults(origin));
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<Booked | null>(null);
  const learner = learners.find((l) => l.id === values.learnerId);

  const save = (submitted: AddEventValues): Promise<Outcome> => {
    if (isSeries(submitted)) return series.preview(submitted);
    if (submitted.type === 'UNAVAILABLE') return createTimeOff(submitted);
    return createLesson(
      submitted,
      learners.find((l) => l.id === submitted.learnerId),
    );
  };

  const handleSubmit = async (submitted: AddEventValues) => {
    setValues(submitted);
    setBusy(true);
    const outcome = await save(submitted);
    setBusy(false);
    if (!outcome.ok) return enqueueSnackbar(outcome.message, { variant: 'error' });
    if (isSeries(submitted)) return;
    enqueueSnackbar(submitted.type === 'LESSON' ? 'Lesson booked' : 'Unavailable slot added', { variant: 'success' });
    if (submitted.start) showDay(submitted.start);
    onSaved();
    onClose();
  };

  const handleBook = async () => {
    const first = series.slots?.find((slot) => previewSlotLabel(slot).bookable);
    setBusy(true);
    const count = await series.book();
    setBusy(false);
    if (count === null) return;
    // Show what was booked: the calendar moves to the first booked lesson's day.
    if (first) showDay(new Date(first.startDateTime));
    onSaved();
    setBooked({ count, learnerId: values.learnerId ?? '', learnerName: learner?.name.fullName ?? '' });
  };

  return { learners, learnersLoading: fetching, values, learner, busy, booked, series, handleSubmit, handleBook };
};
