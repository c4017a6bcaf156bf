import { Alert, Box, Button, CircularProgress, DialogActions, DialogContent, TextField } from '@mui/material';
import { isNotesTooLong, NOTES_MAX_LENGTH, timeOffMessages } from '@portal/domain/calendar';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useTimeOff } from '../../api/use-time-off.ts';
import { ResponsiveDialog } from '../shared/responsive-dialog.tsx';
import { DeleteTimeOffConfirm } from './delete-time-off-confirm.tsx';
import { TimeOffSummary } from './time-off-summary.tsx';

type Props = {
  timeOffId: string;
  range: { start: Date; end: Date };
  onClose: () => void;
  onChanged: () => void;
};

/** The unavailable-slot modal: only the notes can change; Delete asks per spec 2 §4. */
export const TimeOffDialog = ({ timeOffId, range, onClose, onChanged }: Props) => {
  const { timeOff, fetching, error: loadError, retry, updateNotes, remove } = useTimeOff(timeOffId);
  const { enqueueSnackbar } = useSnackbar();
  const [notes, setNotes] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (timeOff && notes === null) setNotes(timeOff.notes);
  }, [timeOff, notes]);

  const tooLong = isNotesTooLong(notes ?? '');
  const dirty = timeOff !== null && notes !== null && notes !== timeOff.notes;

  const handleSave = async () => {
    setBusy(true);
    const outcome = await updateNotes((notes ?? '').trim());
    setBusy(false);
    if (!outcome.ok) return enqueueSnackbar(timeOffMessages.updateFailed, { variant: 'error' });
    enqueueSnackbar('Unavailable slot updated', { variant: 'success' });
    onChanged();
    onClose();
  };

  const handleDelete = async (cancelSeries: boolean) => {
    setBusy(true);
    const outcome = await remove(cancelSeries, range);
    setBusy(false);
    if (!outcome.ok) return enqueueSnackbar(outcome.message, { variant: 'error' });
    enqueueSnackbar(cancelSeries ? 'Repeating unavailable slots deleted' : 'Unavailable slot deleted', {
      variant: 'success',
    });
    onChanged();
    onClose();
  };

  const repeating = Boolean(timeOff?.seriesId || timeOff?.repeatFrequency);
  return (
    <ResponsiveDialog open title={confirming ? 'Delete unavailable slot' : 'Unavailable'} onClose={onClose} busy={busy}>
      {!timeOff || notes === null ? (
        <DialogContent>
          {fetching || !loadError ? (
            <Box role="status" aria-label="Loading" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
              <CircularProgress />
            </Box>
          ) : (
            <Alert severity="error" action={<Button onClick={retry}>Try again</Button>}>
              We couldn't load this unavailable slot.
            </Alert>
          )}
        </DialogContent>
      ) : confirming ? (
        <DeleteTimeOffConfirm
          repeating={repeating}
          submitting={busy}
          onDelete={handleDelete}
          onBack={() => setConfirming(false)}
        />
      ) : (
        <>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            <TimeOffSummary slot={timeOff} />
            <TextField
              label="Notes"
              multiline
              minRows={3}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              error={tooLong}
              helperText={tooLong ? timeOffMessages.notesTooLong : `${notes.length}/${NOTES_MAX_LENGTH}`}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
            <Button color="error" onClick={() => setConfirming(true)} disabled={busy} sx={{ mr: 'auto' }}>
              Delete
            </Button>
            <Button variant="contained" onClick={handleSave} disabled={busy || !dirty || tooLong}>
              {busy ? 'Saving…' : 'Save'}
            </Button>
          </DialogActions>
        </>
      )}
    </ResponsiveDialog>
  );
};
