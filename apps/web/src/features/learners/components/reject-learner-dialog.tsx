import { zodResolver } from '@hookform/resolvers/zod';
import { Button, DialogActions, DialogContent, Typography } from '@mui/material';
import { rejectLearnerSchema } from '@portal/domain/learners';
import { FormField } from '@portal/ui/form';
import { useForm } from 'react-hook-form';
import { ResponsiveDialog } from '../../calendar/index.ts';

const reasonSchema = rejectLearnerSchema.pick({ rejectionReason: true });

type Props = {
  learnerName: string | null;
  onClose: () => void;
  /** Resolves true when the learner was rejected. */
  onReject: (reason: string) => Promise<boolean>;
};

/** Spec 3 §2.1 reject-learner modal: a reason is needed; on error the submitting state stops, no message. */
export const RejectLearnerDialog = ({ learnerName, onClose, onReject }: Props) => {
  const { control, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(reasonSchema),
    mode: 'onTouched',
    defaultValues: { rejectionReason: '' },
  });
  const submitting = formState.isSubmitting;
  const handleReject = handleSubmit(async ({ rejectionReason }) => {
    if (await onReject(rejectionReason)) reset();
  });
  return (
    <ResponsiveDialog
      open={learnerName !== null}
      title={`Reject ${learnerName ?? ''}`}
      onClose={onClose}
      busy={submitting}
    >
      <DialogContent>
        <Typography sx={{ mb: 2 }}>Tell us why this learner does not suit you.</Typography>
        <FormField
          control={control}
          name="rejectionReason"
          label="Reason"
          helperText=" "
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
