import { Button, DialogActions, DialogContent, TextField, Typography } from '@mui/material';
import { learnerMessages } from '@portal/domain/learners';
import { useState } from 'react';
import { ResponsiveDialog } from '../../calendar/index.ts';

type Props = {
  learnerName: string | null;
  onClose: () => void;
  /** Resolves true when the learner was rejected. */
  onReject: (reason: string) => Promise<boolean>;
};

/** Spec 3 §2.1 reject-learner modal: a reason is needed; on error the submitting state stops, no message. */
export const RejectLearnerDialog = ({ learnerName, onClose, onReject }: Props) => {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const missing = reason.trim().length === 0;
  const handleReject = async () => {
    setTouched(true);
    if (missing) return;
    setSubmitting(true);
    const done = await onReject(reason.trim());
    setSubmitting(false);
    if (done) setReason('');
  };
  return (
    <ResponsiveDialog
      open={learnerName !== null}
      title={`Reject ${learnerName ?? ''}`}
      onClose={onClose}
      busy={submitting}
    >
      <DialogContent>
        <Typography sx={{ mb: 2 }}>Tell us why this learner does not suit you.</Typography>
        <TextField
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={touched && missing ? learnerMessages.rejectionReasonRequired : ' '}
          multiline
          minRows={3}
          fullWidth
          disabled={submitting}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={submitting} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={handleReject} loading={submitting} sx={{ minHeight: 44 }}>
          Reject learner
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
};
