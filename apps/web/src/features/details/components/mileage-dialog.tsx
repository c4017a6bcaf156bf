import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { detailsMessages, isLowerThanLastReading, updateMileageSchema } from '@portal/domain/details';
import { FormField } from '@portal/ui/form';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { UnsavedChangesPrompt } from '../../../components/unsaved-changes/unsaved-changes-prompt.tsx';
import type { Outcome } from '../../../lib/outcome.ts';
import { DiscardDialog } from './discard-dialog.tsx';

const mileageFormSchema = updateMileageSchema.pick({ mileage: true });

type Props = {
  registration: string;
  lastReading: number | null;
  onSave: (mileage: string, confirmLower: boolean) => Promise<Outcome>;
  onClose: () => void;
};

/** Update mileage (spec 2 §2, §5): digits only; a reading lower than the last asks for confirmation first. */
export const MileageDialog = ({ registration, lastReading, onSave, onClose }: Props) => {
  const { control, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(mileageFormSchema),
    mode: 'onSubmit',
    defaultValues: { mileage: '' },
  });
  const typed = useWatch({ control, name: 'mileage' });
  // The lower reading the instructor was asked about: typing another asks again.
  const [lowerAsked, setLowerAsked] = useState<string | null>(null);
  const confirmLower = lowerAsked === typed;
  const [discarding, setDiscarding] = useState(false);
  const dirty = formState.isDirty;

  const save = async (): Promise<boolean> => {
    let saved = false;
    await handleSubmit(async ({ mileage }) => {
      if (isLowerThanLastReading(mileage, lastReading) && !confirmLower) return setLowerAsked(typed);
      const outcome = await onSave(typed.trim(), confirmLower);
      if (!outcome.ok) return setError('mileage', { type: 'server', message: outcome.message });
      saved = true;
      onClose();
    })();
    return saved;
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
          <FormField
            control={control}
            name="mileage"
            autoFocus
            fullWidth
            margin="dense"
            label="Current mileage"
            helperText={lastReading !== null ? `Last reading: ${lastReading.toLocaleString('en-GB')}` : ' '}
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
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || !dirty} sx={{ minHeight: 44 }}>
            {confirmLower ? 'Save anyway' : 'Save'}
          </Button>
        </DialogActions>
      </form>
      <DiscardDialog open={discarding} onStay={() => setDiscarding(false)} onDiscard={onClose} />
    </Dialog>
  );
};
