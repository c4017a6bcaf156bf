import { Button, DialogActions, DialogContent, Typography } from '@mui/material';
import { timeOffMessages as m } from '@portal/domain/calendar';

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
    <DialogActions
      sx={{
        px: 3,
        pb: 2.5,
        gap: 1,
        flexDirection: { xs: 'column-reverse', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        '& > :not(style) ~ :not(style)': { ml: { xs: 0, sm: 1 } },
      }}
    >
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
    </DialogActions>
  </>
);
