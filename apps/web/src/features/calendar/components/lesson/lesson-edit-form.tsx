import {
  Alert,
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  FormControlLabel,
  Switch,
} from '@mui/material';
import { displayMessage } from '@portal/domain/calendar';
import { Controller } from 'react-hook-form';
import type { LessonDetails } from '../../api/use-calendar-lesson.ts';
import type { LessonChange } from '../../api/use-change-lesson.ts';
import { type SlotCheck, useSlotCheck } from '../../hooks/use-slot-check.ts';
import { DateTimeField } from '../shared/date-time-field.tsx';
import { EndTimeField, TravelTimeSelect } from './lesson-edit-fields.tsx';
import { useLessonEditForm } from './use-lesson-edit-form.ts';

type Props = {
  lesson: LessonDetails;
  instructorId: string;
  submitting: boolean;
  onSave: (values: LessonChange) => void;
  onCancel: () => void;
};

const CheckStatus = ({ check }: { check: SlotCheck }) => {
  if (check.state === 'conflict' || check.state === 'error') return <Alert severity="error">{check.message}</Alert>;
  if (check.state === 'checking') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', fontSize: 14 }}>
        <CircularProgress size={16} /> Checking your calendar…
      </Box>
    );
  }
  if (check.state === 'available') {
    return (
      <Box role="status" sx={{ color: 'success.main', fontSize: 14, fontWeight: 600 }}>
        This time is free.
      </Box>
    );
  }
  return null;
};

/** Edit mode of the lesson modal: times, travel and test, checked live against the calendar (spec 2 §4, §5). */
export const LessonEditForm = ({ lesson, instructorId, submitting, onSave, onCancel }: Props) => {
  const { form, values, timesChanged, handleStartChange, handleEndChange } = useLessonEditForm(lesson);
  const { control, handleSubmit, formState } = form;
  const errorOf = (field: 'start' | 'end') => {
    const message = formState.errors[field]?.message;
    return message ? displayMessage(message) : undefined;
  };
  const check = useSlotCheck(
    formState.isValid && timesChanged && values.start && values.end
      ? {
          instructorId,
          learnerId: lesson.learner.id,
          lessonId: lesson.id,
          start: values.start,
          end: values.end,
          travelTime: values.travelTime,
        }
      : null,
  );
  const blocked = check.state === 'checking' || check.state === 'conflict' || check.state === 'error';
  const hasErrors = Boolean(formState.errors.start || formState.errors.end);

  const handleSave = handleSubmit((changed) => {
    if (blocked) return;
    onSave({ start: changed.start!, end: changed.end!, travelTime: changed.travelTime, test: changed.test });
  });

  return (
    <>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: 1 }}>
        <Box sx={{ pt: 1 }}>
          <DateTimeField
            dateLabel="Date"
            timeLabel="Start time"
            value={values.start}
            onChange={handleStartChange}
            error={errorOf('start')}
          />
        </Box>
        <EndTimeField value={values.end} onChange={handleEndChange} error={errorOf('end')} />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, alignItems: 'center' }}>
          <Controller
            control={control}
            name="travelTime"
            render={({ field }) => <TravelTimeSelect value={field.value} onChange={field.onChange} />}
          />
          <Controller
            control={control}
            name="test"
            render={({ field }) => (
              <FormControlLabel
                sx={{ minHeight: 44, ml: 0 }}
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label="Driving test"
              />
            )}
          />
        </Box>
        <CheckStatus check={check} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={handleSave}
          disabled={submitting || blocked || !formState.isDirty || hasErrors}
        >
          {submitting ? 'Saving…' : 'Save lesson'}
        </Button>
      </DialogActions>
    </>
  );
};
