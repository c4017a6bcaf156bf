import { Button, DialogActions, DialogContent, TextField } from '@mui/material';
import { isNotesTooLong, NOTES_MAX_LENGTH, timeOffMessages } from '@portal/domain/calendar';
import { useEffect, useState } from 'react';
import { type TimeOffDetails, useCalendarTimeOff } from '../../api/use-calendar-time-off.ts';
import { DialogLoading } from '../shared/dialog-loading.tsx';
import { ResponsiveDialog } from '../shared/responsive-dialog.tsx';
import { DeleteTimeOffConfirm } from './delete-time-off-confirm.tsx';
import { TimeOffSummary } from './time-off-summary.tsx';
import { useTimeOffActions } from './use-time-off-actions.ts';

type Props = {
  timeOffId: string;
  range: { start: Date; end: Date };
  onClose: () => void;
  onChanged: () => void;
};

/** The unavailable-slot modal: only the notes can change; Delete asks per spec 2 §4. */
export const TimeOffDialog = ({ timeOffId, range, onClose, onChanged }: Props) => {
  const { timeOff, fetching, error: loadError, retry } = useCalendarTimeOff(timeOffId);
  const actions = useTimeOffActions({ timeOffId, range, onClose, onChanged });
  const [notes, setNotes] = useState<string | null>(null);
  useEffect(() => {
    if (timeOff && notes === null) setNotes(timeOff.notes);
  }, [timeOff, notes]);

  const repeating = Boolean(timeOff?.seriesId || timeOff?.repeatFrequency);
  const title = actions.confirming ? 'Delete unavailable slot' : 'Unavailable';
  return (
    <ResponsiveDialog open title={title} onClose={onClose} busy={actions.busy}>
      {!timeOff || notes === null ? (
        <DialogLoading label="Loading" failed={!fetching && Boolean(loadError)} onRetry={retry}>
          We couldn't load this unavailable slot.
        </DialogLoading>
      ) : actions.confirming ? (
        <DeleteTimeOffConfirm
          repeating={repeating}
          submitting={actions.busy}
          onDelete={actions.handleDelete}
          onBack={() => actions.setConfirming(false)}
        />
      ) : (
        <NotesForm
          slot={timeOff}
          notes={notes}
          busy={actions.busy}
          onNotes={setNotes}
          onSave={() => actions.handleSave(notes)}
          onDelete={() => actions.setConfirming(true)}
        />
      )}
    </ResponsiveDialog>
  );
};

type NotesProps = {
  slot: TimeOffDetails;
  notes: string;
  busy: boolean;
  onNotes: (notes: string) => void;
  onSave: () => void;
  onDelete: () => void;
};

const NotesForm = ({ slot, notes, busy, onNotes, onSave, onDelete }: NotesProps) => {
  const tooLong = isNotesTooLong(notes);
  return (
    <>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <TimeOffSummary slot={slot} />
        <TextField
          label="Notes"
          multiline
          minRows={3}
          value={notes}
          onChange={(e) => onNotes(e.target.value)}
          error={tooLong}
          helperText={tooLong ? timeOffMessages.notesTooLong : `${notes.length}/${NOTES_MAX_LENGTH}`}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button color="error" onClick={onDelete} disabled={busy} sx={{ mr: 'auto' }}>
          Delete
        </Button>
        <Button variant="contained" onClick={onSave} disabled={busy || notes === slot.notes || tooLong}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </>
  );
};
