import { Button, DialogContent, Typography } from '@mui/material';
import { timeOffMessages as m } from '@portal/domain/calendar';
import { ConfirmActions } from '../confirm-actions.tsx';

type Props = {
  repeating: boolean;
  submitting: boolean;
  onDelete: (cancelSeries: boolean) => void;
  onBack: () => void;
};

/**
 * Spec 2 §4: a single slot asks "Are you sure...?" with "Yes, delete"; a slot of a series asks whether to
 * delete all future repeating events, "Just this one" or "All events" (cancelSeries).
 */
export const DeleteTimeOffConfirm = ({ repeating, submitting, onDelete, onBack }: Props) => (
  <>
    <DialogContent sx={{ pt: 1 }}>
      <Typography>{repeating ? m.deleteSeriesQuestion : m.deleteConfirm}</Typography>
    </DialogContent>
    <ConfirmActions>
      <Button onClick={onBack} disabled={submitting} sx={{ mr: { sm: 'auto' } }}>
        Cancel
      </Button>
      {repeating ? (
        <>
          <Button variant="outlined" color="error" disabled={submitting} onClick={() => onDelete(false)}>
            {m.deleteJustThisOne}
          </Button>
          <Button variant="contained" color="error" disabled={submitting} onClick={() => onDelete(true)}>
            {m.deleteAllEvents}
          </Button>
        </>
      ) : (
        <Button variant="contained" color="error" disabled={submitting} onClick={() => onDelete(false)}>
          {m.deleteConfirmAction}
        </Button>
      )}
    </ConfirmActions>
  </>
);
