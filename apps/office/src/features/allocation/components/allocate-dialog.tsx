import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type Props = {
  learner: string;
  instructor: string | null;
  error: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Allocate X to Y?": the learner becomes Pending for that instructor, who accepts or rejects them. */
export const AllocateDialog = ({ learner, instructor, error, busy, onConfirm, onClose }: Props) => (
  <Dialog open={instructor !== null} onClose={busy ? undefined : onClose} aria-labelledby="allocate-title">
    <DialogTitle id="allocate-title">Allocate {learner}?</DialogTitle>
    <DialogContent>
      <DialogContentText>
        {learner} will be offered to {instructor}, who sees them at once and accepts or rejects them.
      </DialogContentText>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose} disabled={busy}>
        Cancel
      </Button>
      <Button variant="contained" onClick={onConfirm} disabled={busy}>
        Allocate
      </Button>
    </DialogActions>
  </Dialog>
);
