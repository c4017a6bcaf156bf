import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';

type Props = {
  franchise: string;
  instructor: string;
  lock: boolean;
  busy: boolean;
  onConfirm: () => Promise<string | null>;
  onClose: () => void;
};

/** Asks before the capacity changes: what happens for the instructor, and that it is recorded. */
export const CapacityLockDialog = ({ franchise, instructor, lock, busy, onConfirm, onClose }: Props) => {
  const [failure, setFailure] = useState<string | null>(null);
  const title = lock ? `Lock ${franchise} capacity?` : `Open ${franchise} capacity?`;
  const handleConfirm = async () => {
    const message = await onConfirm();
    if (message) setFailure(message);
    else onClose();
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="capacity-lock-title">
      <DialogTitle id="capacity-lock-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {lock
            ? `${instructor} will take no new learners on this franchise until the office opens it again. They see it locked at once.`
            : `${instructor} can take new learners on this franchise again, up to their maximum.`}{' '}
          The change is recorded in the audit trail.
        </DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={handleConfirm} disabled={busy}>
          {lock ? 'Lock capacity' : 'Open capacity'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
