import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  FormControlLabel,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { CANCELLATION_REASON_MIN_WORDS, cancelLessonFormSchema, isLateCancellation } from '@portal/domain/calendar';
import { format } from 'date-fns';
import { useEffect, useId, useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { refundState } from './refund-state.ts';

export type CancelLessonTarget = {
  learnerName: string;
  start: Date;
  paid: boolean;
  /** The server's view of the refund rule, when the lesson was read from it. */
  canRefund?: boolean | null;
};

type CancelValues = { reason: string; refundLearner: boolean };

type Props = {
  lesson: CancelLessonTarget;
  submitting: boolean;
  /** The server's refusal, shown with its own text (spec 2 §8). */
  error: string | null;
  onConfirm: (values: { reason: string; refundLearner: boolean }) => void;
  onBack: () => void;
  now?: Date;
};

type ReasonProps = { control: Control<CancelValues>; late: boolean };

/** The reason: a late cancellation's rule shows as a hint at once, in red once something short is typed. */
const ReasonField = ({ control, late }: ReasonProps) => (
  <Controller
    control={control}
    name="reason"
    render={({ field, fieldState }) => (
      <TextField
        {...field}
        label={`Reason for cancelling (${late ? `at least ${CANCELLATION_REASON_MIN_WORDS} words` : 'optional'})`}
        multiline
        minRows={3}
        error={Boolean(fieldState.error) && field.value.trim() !== ''}
        helperText={fieldState.error?.message}
      />
    )}
  />
);

/** The cancel-lesson confirmation: an optional reason and the refund toggle (spec 3 §2.4). */
export const CancelLessonForm = ({ lesson, submitting, error, onConfirm, onBack, now = new Date() }: Props) => {
  const refund = refundState(lesson, now);
  const late = isLateCancellation(lesson.start, now);
  const [schema] = useState(() => cancelLessonFormSchema(lesson.start, now));
  const { control, handleSubmit, formState, trigger } = useForm<CancelValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { reason: '', refundLearner: refund.defaultOn },
  });
  // A late cancellation needs a reason of five words (spec 2 §8): said before submitting, not after.
  useEffect(() => void trigger(), [trigger]);
  const handleConfirm = handleSubmit(({ reason, refundLearner }) =>
    onConfirm({ reason, refundLearner: refund.enabled && refundLearner }),
  );
  const hintId = useId();
  return (
    <>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <Typography>
          Cancel {lesson.learnerName}'s lesson on {format(lesson.start, 'EEEE d MMMM')} at{' '}
          {format(lesson.start, 'HH:mm')}?
        </Typography>
        <ReasonField control={control} late={late} />
        <Box>
          <FormControlLabel
            sx={{ minHeight: 44, ml: 0 }}
            control={
              <Controller
                control={control}
                name="refundLearner"
                render={({ field }) => (
                  <Switch
                    checked={refund.enabled && field.value}
                    disabled={!refund.enabled}
                    onChange={(e) => field.onChange(e.target.checked)}
                    slotProps={{ input: { 'aria-describedby': refund.reason ? hintId : undefined } }}
                  />
                )}
              />
            }
            label="Refund the learner's hours"
          />
          {refund.reason && (
            <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', ml: 0.5 }}>
              {refund.reason}
            </Typography>
          )}
        </Box>
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onBack} disabled={submitting}>
          Keep lesson
        </Button>
        <Button variant="contained" color="error" disabled={submitting || !formState.isValid} onClick={handleConfirm}>
          {submitting ? 'Cancelling…' : 'Cancel lesson'}
        </Button>
      </DialogActions>
    </>
  );
};
