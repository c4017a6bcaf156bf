import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { isDeleteConfirmed, areaMessages as m } from '@portal/domain/areas';
import { useState } from 'react';

type Props = { open: boolean; areaName: string; onKeep: () => void; onDelete: () => Promise<void> };

/** Deleting needs 'delete' typed, in any case (spec 3 §5). */
export const DeleteAreaDialog = ({ open, areaName, onKeep, onDelete }: Props) => {
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const keep = () => {
    setTyped('');
    onKeep();
  };
  const confirm = async () => {
    setDeleting(true);
    await onDelete();
    setDeleting(false);
  };
  return (
    <Dialog open={open} onClose={keep} aria-labelledby="delete-area-title" fullWidth maxWidth="xs">
      <DialogTitle id="delete-area-title">Delete {areaName}?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Learners in this area will no longer be able to book lessons with you here. Type '{m.deleteWord}' to confirm.
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          label={`Type ${m.deleteWord}`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'delete-confirm-input', autoCapitalize: 'none' } }}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={keep} sx={{ minHeight: 44 }}>
          {m.keepArea}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={confirm}
          disabled={!isDeleteConfirmed(typed) || deleting}
          sx={{ minHeight: 44, ml: 0 }}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
};
