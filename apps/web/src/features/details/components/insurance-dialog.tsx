import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { defaultInsuranceStart, insuranceEndFor, insuranceFormSchema } from '@portal/domain/details';
import { useSnackbar } from '@portal/ui/feedback';
import { FormField } from '@portal/ui/form';
import { useState } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { UnsavedChangesPrompt } from '../../../components/unsaved-changes/unsaved-changes-prompt.tsx';
import type { Outcome } from '../../../lib/outcome.ts';
import { DiscardDialog } from './discard-dialog.tsx';
import { todayIso, ukDate } from './format.ts';

type Form = { startDate: string; endDate: string; certificateNumber: string };
type Props = {
  registration: string;
  currentEnd: string | null;
  onSave: (form: Form) => Promise<Outcome>;
  onClose: () => void;
};

const initialForm = (currentEnd: string | null): Form => {
  const startDate = defaultInsuranceStart(currentEnd, todayIso());
  return { startDate, endDate: insuranceEndFor(startDate), certificateNumber: '' };
};

type FieldProps = {
  control: Control<Form>;
  name: keyof Form;
  label: string;
  type: 'date' | 'text';
  onValueChange?: (value: string) => void;
};

/** Native pickers (the phone's own); the chosen day is also spelt out in the UK form. */
const InsuranceField = ({ control, name, label, type, onValueChange }: FieldProps) => {
  const value = useWatch({ control, name });
  return (
    <FormField
      control={control}
      name={name}
      fullWidth
      required
      margin="dense"
      type={type}
      label={label}
      helperText={type === 'date' && value ? ukDate(value) : ' '}
      slotProps={{ inputLabel: { shrink: true } }}
      onValueChange={onValueChange}
    />
  );
};

/**
 * The insurance form (spec 2 §4, §5): the start defaults to the day after the current insurance ends, choosing a
 * start sets the end a year later, and all three fields are required; checked by the domain schema on Save.
 */
export const InsuranceDialog = ({ registration, currentEnd, onSave, onClose }: Props) => {
  const { enqueueSnackbar } = useSnackbar();
  const { control, handleSubmit, formState, setValue } = useForm<Form>({
    resolver: zodResolver(insuranceFormSchema),
    mode: 'onSubmit',
    defaultValues: initialForm(currentEnd),
  });
  // Choosing a start sets the end a year later (an emptied start leaves the end as it was).
  const handleStartChange = (start: string) => {
    if (start) setValue('endDate', insuranceEndFor(start), { shouldDirty: true });
  };
  const [discarding, setDiscarding] = useState(false);
  const dirty = formState.isDirty;

  const save = async (): Promise<boolean> => {
    let saved = false;
    await handleSubmit(async (form) => {
      const outcome = await onSave(form);
      if (!outcome.ok) return void enqueueSnackbar(outcome.message, { variant: 'error', autoHideDuration: 2000 });
      saved = true;
      onClose();
    })();
    return saved;
  };
  const cancel = () => (dirty ? setDiscarding(true) : onClose());

  return (
    <Dialog open onClose={cancel} aria-labelledby="insurance-title" fullWidth maxWidth="xs">
      <UnsavedChangesPrompt when={dirty} onSave={save} canSave={formState.isValid} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle id="insurance-title">Insurance: {registration}</DialogTitle>
        <DialogContent>
          <InsuranceField
            control={control}
            name="startDate"
            label="Insurance start date"
            type="date"
            onValueChange={handleStartChange}
          />
          <InsuranceField control={control} name="endDate" label="Insurance end date" type="date" />
          <InsuranceField control={control} name="certificateNumber" label="Certificate number" type="text" />
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel} sx={{ minHeight: 44 }}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ minHeight: 44 }}>
            Save
          </Button>
        </DialogActions>
      </form>
      <DiscardDialog open={discarding} onStay={() => setDiscarding(false)} onDiscard={onClose} />
    </Dialog>
  );
};
