import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { detailsMessages, isLowerThanLastReading, mileageField } from '@portal/domain/details';
import { useState } from 'react';
import { UnsavedChangesPrompt } from '../../../components/unsaved-changes/unsaved-changes-prompt.tsx';
import type { Outcome } from '../../../lib/outcome.ts';
import { DiscardDialog } from './discard-dialog.tsx';

type Props = {
  registration: string;
  lastReading: number | null;
  onSave: (mileage: string, confirmLower: boolean) => Promise<Outcome>;
  onClose: () => void;
};

/** Update mileage (spec 2 §2, §5): digits only; a reading lower than the last asks for confirmation first. */
export const MileageDialog = ({ registration, lastReading, onSave, onClose }: Props) => {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmLower, setConfirmLower] = useState(false);
  const [saving, setSaving] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const dirty = value !== '';

  const save = async (): Promise<boolean> => {
    const parsed = mileageField.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? detailsMessages.mileageDigits);
      return false;
    }
    if (isLowerThanLastReading(parsed.data, lastReading) && !confirmLower) {
      setConfirmLower(true);
      return false;
    }
    setSaving(true);
    const outcome = await onSave(value.trim(), confirmLower);
    setSaving(false);
    if (!outcome.ok) setError(outcome.message);
    else onClose();
    return outcome.ok;
  };
  const cancel = () => (dirty ? setDiscarding(true) : onClose());

  return (
    <Dialog open onClose={cancel} aria-labelledby="mileage-title" fullWidth maxWidth="xs">
      <UnsavedChangesPrompt when={dirty} onSave={save} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle id="mileage-title">Update mileage: {registration}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Current mileage"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
              setConfirmLower(false);
            }}
            error={Boolean(error)}
            helperText={error ?? (lastReading !== null ? `Last reading: ${lastReading.toLocaleString('en-GB')}` : ' ')}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 7 } }}
          />
          {confirmLower && lastReading !== null && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {detailsMessages.mileageLower(lastReading.toLocaleString('en-GB'))}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel} sx={{ minHeight: 44 }}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving || !dirty} sx={{ minHeight: 44 }}>
            {confirmLower ? 'Save anyway' : 'Save'}
          </Button>
        </DialogActions>
      </form>
      <DiscardDialog open={discarding} onStay={() => setDiscarding(false)} onDiscard={onClose} />
    </Dialog>
  );
};
