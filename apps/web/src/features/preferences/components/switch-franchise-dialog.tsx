import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type Props = { open: boolean; onStay: () => void; onDiscard: () => void };

/** Another franchise's tab while this one has changes: keep editing, or discard them and switch. */
export const SwitchFranchiseDialog = ({ open, onStay, onDiscard }: Props) => (
  <Dialog open={open} onClose={onStay} aria-labelledby="switch-franchise-title" fullWidth maxWidth="xs">
    <DialogTitle id="switch-franchise-title">Discard changes?</DialogTitle>
    <DialogContent>
      <DialogContentText>
        This franchise has unsaved changes. Save them first, or discard them to see the other franchise.
      </DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onStay} sx={{ minHeight: 44 }}>
        Keep editing
      </Button>
      <Button onClick={onDiscard} color="error" variant="contained" sx={{ minHeight: 44 }}>
        Discard changes
      </Button>
    </DialogActions>
  </Dialog>
);
