import { zodResolver } from '@hookform/resolvers/zod';
import { Button, DialogActions, DialogContent } from '@mui/material';
import { canEditLesson, NOTES_MAX_LENGTH, updateNotesSchema } from '@portal/domain/calendar';
import { FormField } from '@portal/ui/form';
import { type Control, type FormState, useForm, useWatch } from 'react-hook-form';
import { type TimeOffDetails, useCalendarTimeOff } from '../../api/use-calendar-time-off.ts';
import { type MoveRequest, moveAtOwnTimes } from '../move-item-dialog.tsx';
import { DialogLoading } from '../shared/dialog-loading.tsx';
import { ResponsiveDialog } from '../shared/responsive-dialog.tsx';
import { DeleteTimeOffConfirm } from './delete-time-off-confirm.tsx';
import { TimeOffSummary } from './time-off-summary.tsx';
import { useTimeOffActions } from './use-time-off-actions.ts';

const notesFormSchema = updateNotesSchema.pick({ notes: true });
type NotesValues = { notes: string };

type Props = {
  timeOffId: string;
  range: { start: Date; end: Date };
  onClose: () => void;
  onChanged: () => void;
  /** Move: the calendar's move preview for this slot (issue 26 §2, the keyboard's way to drag). */
  onMove?: (request: MoveRequest) => void;
};

const moveOf = (slot: TimeOffDetails) =>
  moveAtOwnTimes({
    sourceId: slot.id,
    type: 'timeOff',
    startDateTime: slot.startDateTime,
    endDateTime: slot.endDateTime,
    title: slot.notes.trim() || 'Unavailable',
    travelMinutes: 0,
    test: false,
    learnerId: '',
    repeating: Boolean(slot.seriesId || slot.repeatFrequency),
    allDay: slot.allDay,
  });

/**
 * The unavailable-slot modal: the notes change here (spec 2 §4), the times through Move (the calendar's move
 * preview, issue 26 §2); Delete asks per spec 2 §4.
 */
export const TimeOffDialog = ({ timeOffId, range, onClose, onChanged, onMove }: Props) => {
  const { timeOff, fetching, error: loadError, retry } = useCalendarTimeOff(timeOffId);
  const actions = useTimeOffActions({ timeOffId, range, onClose, onChanged });
  const title = actions.confirming ? 'Delete unavailable slot' : 'Unavailable';
  return (
    <ResponsiveDialog open title={title} onClose={onClose} busy={actions.busy}>
      {timeOff ? (
        <LoadedSlot
          slot={timeOff}
          actions={actions}
          onMove={
            onMove &&
            (() => {
              onClose();
              onMove(moveOf(timeOff));
            })
          }
        />
      ) : (
        <DialogLoading label="Loading" failed={!fetching && Boolean(loadError)} onRetry={retry}>
          We couldn't load this unavailable slot.
        </DialogLoading>
      )}
    </ResponsiveDialog>
  );
};

/** The loaded slot: its notes form, kept while Delete asks (and back again). */
type LoadedProps = {
  slot: TimeOffDetails;
  actions: ReturnType<typeof useTimeOffActions>;
  onMove: (() => void) | undefined;
};

const LoadedSlot = ({ slot, actions, onMove }: LoadedProps) => {
  const { control, handleSubmit, formState } = useForm<NotesValues>({
    resolver: zodResolver(notesFormSchema),
    mode: 'onChange',
    defaultValues: { notes: slot.notes },
  });
  const repeating = Boolean(slot.seriesId || slot.repeatFrequency);
  return actions.confirming ? (
    <DeleteTimeOffConfirm
      repeating={repeating}
      submitting={actions.busy}
      onDelete={actions.handleDelete}
      onBack={() => actions.setConfirming(false)}
    />
  ) : (
    <NotesForm
      slot={slot}
      control={control}
      formState={formState}
      busy={actions.busy}
      onSave={handleSubmit(({ notes }) => actions.handleSave(notes))}
      onDelete={() => actions.setConfirming(true)}
      onMove={onMove}
    />
  );
};

type NotesProps = {
  slot: TimeOffDetails;
  control: Control<NotesValues>;
  formState: FormState<NotesValues>;
  busy: boolean;
  onSave: () => void;
  onDelete: () => void;
  onMove: (() => void) | undefined;
};

const NotesForm = ({ slot, control, formState, busy, onSave, onDelete, onMove }: NotesProps) => {
  const movable = slot.status === 'Active' && canEditLesson(new Date(slot.endDateTime), new Date());
  const notes = useWatch({ control, name: 'notes' });
  const tooLong = Boolean(formState.errors.notes);
  return (
    <>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <TimeOffSummary slot={slot} />
        <FormField
          control={control}
          name="notes"
          label="Notes"
          multiline
          minRows={3}
          helperText={`${notes.length}/${NOTES_MAX_LENGTH}`}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button color="error" onClick={onDelete} disabled={busy} sx={{ mr: 'auto' }}>
          Delete
        </Button>
        {onMove && movable && (
          <Button variant="outlined" onClick={onMove} disabled={busy}>
            Move
          </Button>
        )}
        <Button variant="contained" onClick={onSave} disabled={busy || notes === slot.notes || tooLong}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </>
  );
};
