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
import { CANCELLATION_REASON_MIN_WORDS, cancelMessages, countWords, isLateCancellation } from '@portal/domain/calendar';
import { format } from 'date-fns';
import { useId, useState } from 'react';
import { refundState } from './refund-state.ts';

export type CancelLessonTarget = {
  learnerName: string;
  start: Date;
  paid: boolean;
  /** The server's view of the refund rule, when the lesson was read from it. */
  canRefund?: boolean | null;
};

type Props = {
  lesson: CancelLessonTarget;
  submitting: boolean;
  /** The server's refusal, shown with its own text (spec 2 §8). */
  error: string | null;
  onConfirm: (values: { reason: string; refundLearner: boolean }) => void;
  onBack: () => void;
  now?: Date;
};

/** The cancel-lesson confirmation: an optional reason and the refund toggle (spec 3 §2.4). */
export const CancelLessonForm = ({ lesson, submitting, error, onConfirm, onBack, now = new Date() }: Props) => {
  const refund = refundState(lesson, now);
  const [reason, setReason] = useState('');
  const [refundLearner, setRefundLearner] = useState(refund.defaultOn);
  // A late cancellation needs a reason of five words (spec 2 §8): said before submitting, not after.
  const late = isLateCancellation(lesson.start, now);
  const reasonShort = late && countWords(reason) < CANCELLATION_REASON_MIN_WORDS;
  const hintId = useId();
  return (
    <>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <Typography>
          Cancel {lesson.learnerName}'s lesson on {format(lesson.start, 'EEEE d MMMM')} at{' '}
          {format(lesson.start, 'HH:mm')}?
        </Typography>
        <TextField
          label={`Reason for cancelling (${late ? `at least ${CANCELLATION_REASON_MIN_WORDS} words` : 'optional'})`}
          multiline
          minRows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={reasonShort && reason.trim() !== ''}
          helperText={reasonShort ? cancelMessages.reasonTooShort : undefined}
        />
        <Box>
          <FormControlLabel
            sx={{ minHeight: 44, ml: 0 }}
            control={
              <Switch
                checked={refund.enabled && refundLearner}
                disabled={!refund.enabled}
                onChange={(e) => setRefundLearner(e.target.checked)}
                slotProps={{ input: { 'aria-describedby': refund.reason ? hintId : undefined } }}
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
        <Button
          variant="contained"
          color="error"
          disabled={submitting || reasonShort}
          onClick={() => onConfirm({ reason, refundLearner: refund.enabled && refundLearner })}
        >
          {submitting ? 'Cancelling…' : 'Cancel lesson'}
        </Button>
      </DialogActions>
    </>
  );
};
