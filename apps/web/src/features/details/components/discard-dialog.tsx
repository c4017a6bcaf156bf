import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** Discarding a form's changes asks once more (spec 2 §2). */
export const DiscardDialog = ({
  open,
  onDiscard,
  onStay,
}: {
  open: boolean;
  onDiscard: () => void;
  onStay: () => void;
}) => (
  <Dialog open={open} onClose={onStay} aria-labelledby="discard-title">
    <DialogTitle id="discard-title">Discard changes?</DialogTitle>
    <DialogContent>
      <DialogContentText>Your changes have not been saved. Do you want to discard them?</DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onStay} sx={{ minHeight: 44 }}>
        Keep editing
      </Button>
      <Button color="error" onClick={onDiscard} sx={{ minHeight: 44 }}>
        Discard
      </Button>
    </DialogActions>
  </Dialog>
);
