import {
  type AddEventValues,
  checkWorkingHours,
  previewSlotLabel,
  type WorkingHoursLike,
} from '@portal/domain/calendar';
import { useSnackbar } from '@portal/ui/feedback';
import { useState } from 'react';
import type { Outcome } from '../../../../lib/outcome.ts';
import { useCalendarLearners } from '../../api/use-calendar-learners.ts';
import { useCreateLesson } from '../../api/use-create-lesson.ts';
import { useCreateTimeOff } from '../../api/use-create-time-off.ts';
import { useShowCalendarDay } from '../../hooks/use-calendar-state.ts';
import { type AddEventOrigin, addEventDefaults } from './add-event-defaults.ts';
import { useSeriesBooking } from './use-series-booking.ts';

type Options = {
  instructorId: string;
  origin: AddEventOrigin;
  /** The instructor's working hours (preferences): a lesson outside them is confirmed first. */
  workingHours?: readonly WorkingHoursLike[];
  onClose: () => void;
  onSaved: () => void;
};
type Booked = { count: number; learnerId: string; learnerName: string };

const isSeries = (values: AddEventValues) => values.type === 'LESSON' && values.repeat !== 'NO_REPEAT';

/** The warning a lesson outside the working hours gets before it is booked (issue 23 defect 7), or null. */
const outsideHoursWarning = (values: AddEventValues, hours: readonly WorkingHoursLike[]): string | null => {
  if (values.type !== 'LESSON' || !values.start || !values.end) return null;
  const check = checkWorkingHours({ start: values.start, end: values.end }, hours);
  return check.outside ? check.message : null;
};

/** Holds a lesson outside the working hours until the instructor says to book it anyway (issue 23 defect 7). */
const useOutsideHoursCheck = (hours: readonly WorkingHoursLike[], proceed: (values: AddEventValues) => unknown) => {
  const [warning, setWarning] = useState<{ values: AddEventValues; message: string } | null>(null);
  const check = (submitted: AddEventValues) => {
    const message = outsideHoursWarning(submitted, hours);
    if (message) setWarning({ values: submitted, message });
    else proceed(submitted);
  };
  const outsideHours = warning && {
    message: warning.message,
    confirm: () => {
      setWarning(null);
      proceed(warning.values);
    },
    back: () => setWarning(null),
  };
  return { check, outsideHours };
};

/** Saves what the form holds: a series to its preview, time off, or one lesson. */
const useSaveEvent = (
  instructorId: string,
  learners: ReturnType<typeof useCalendarLearners>['learners'],
  series: ReturnType<typeof useSeriesBooking>,
) => {
  const createLesson = useCreateLesson(instructorId);
  const createTimeOff = useCreateTimeOff(instructorId);
  return (submitted: AddEventValues): Promise<Outcome> => {
    if (isSeries(submitted)) return series.preview(submitted);
    if (submitted.type === 'UNAVAILABLE') return createTimeOff(submitted);
    return createLesson(
      submitted,
      learners.find((l) => l.id === submitted.learnerId),
    );
  };
};

/**
 * The add-event modal's state: a lesson or time off saved at once, or a repeating lesson through its preview.
 * After a booking the calendar moves to the new lesson's day and hour, so it is on screen however late it is.
 */
export const useAddEvent = ({ instructorId, origin, workingHours = [], onClose, onSaved }: Options) => {
  const { learners, fetching } = useCalendarLearners(instructorId);
  const series = useSeriesBooking(instructorId);
  const { enqueueSnackbar } = useSnackbar();
  const showDay = useShowCalendarDay();
  const [values, setValues] = useState<AddEventValues>(() => addEventDefaults(origin));
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<Booked | null>(null);
  const learner = learners.find((l) => l.id === values.learnerId);
  const save = useSaveEvent(instructorId, learners, series);

  const submit = async (submitted: AddEventValues) => {
    setBusy(true);
    const outcome = await save(submitted);
    setBusy(false);
    if (!outcome.ok) return enqueueSnackbar(outcome.message, { variant: 'error' });
    if (isSeries(submitted)) return;
    enqueueSnackbar(submitted.type === 'LESSON' ? 'Lesson booked' : 'Unavailable slot added', { variant: 'success' });
    if (submitted.start) showDay(submitted.start, submitted.allDay ? undefined : submitted.start);
    onSaved();
    onClose();
  };

  const { check, outsideHours } = useOutsideHoursCheck(workingHours, submit);
  const handleSubmit = (submitted: AddEventValues) => {
    setValues(submitted);
    check(submitted);
  };

  const handleBook = async () => {
    const first = series.slots?.find((slot) => previewSlotLabel(slot).bookable);
    setBusy(true);
    const count = await series.book();
    setBusy(false);
    if (count === null) return;
    // Show what was booked: the calendar moves to the first booked lesson's day.
    if (first) showDay(new Date(first.startDateTime), new Date(first.startDateTime));
    onSaved();
    setBooked({ count, learnerId: values.learnerId ?? '', learnerName: learner?.name.fullName ?? '' });
  };

  return {
    learners,
    learnersLoading: fetching,
    values,
    learner,
    busy,
    booked,
    series,
    outsideHours,
    handleSubmit,
    handleBook,
  };
};
