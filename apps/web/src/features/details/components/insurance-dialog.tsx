import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { defaultInsuranceStart, insuranceEndFor, insuranceFormSchema } from '@portal/domain/details';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
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

/** The form's state: defaults from the current insurance, the end following the start, checked by the domain schema. */
const useInsuranceForm = (currentEnd: string | null, onSave: Props['onSave'], onClose: () => void) => {
  const initial = useMemo<Form>(() => {
    const startDate = defaultInsuranceStart(currentEnd, todayIso());
    return { startDate, endDate: insuranceEndFor(startDate), certificateNumber: '' };
  }, [currentEnd]);
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [saving, setSaving] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const parsed = insuranceFormSchema.safeParse(form);

  const save = async (): Promise<boolean> => {
    if (!parsed.success) {
      const found: Partial<Record<keyof Form, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Form] ??= issue.message;
      setErrors(found);
      return false;
    }
    setSaving(true);
    const outcome = await onSave(parsed.data);
    setSaving(false);
    if (!outcome.ok) {
      enqueueSnackbar(outcome.message, { variant: 'error', autoHideDuration: 2000 });
      return false;
    }
    onClose();
    return true;
  };
  const set = (key: keyof Form, value: string) => {
    setErrors((e) => ({ ...e, [key]: undefined }));
    setForm((f) =>
      key === 'startDate' && value
        ? { ...f, startDate: value, endDate: insuranceEndFor(value) }
        : { ...f, [key]: value },
    );
  };
  return { form, errors, saving, dirty, parsed, save, set };
};

/**
 * The insurance form (spec 2 §4, §5): the start defaults to the day after the current insurance ends, choosing a
 * start sets the end a year later, and all three fields are required.
 */
export const InsuranceDialog = ({ registration, currentEnd, onSave, onClose }: Props) => {
  const { form, errors, saving, dirty, parsed, save, set } = useInsuranceForm(currentEnd, onSave, onClose);
  const [discarding, setDiscarding] = useState(false);
  const cancel = () => (dirty ? setDiscarding(true) : onClose());
  const field = (key: keyof Form, label: string, type: 'date' | 'text') => (
    <TextField
      fullWidth
      required
      margin="dense"
      type={type}
      label={label}
      value={form[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(errors[key])}
      // Native pickers (the phone's own); the chosen day is also spelt out in the UK form.
      helperText={errors[key] ?? (type === 'date' && form[key] ? ukDate(form[key]) : ' ')}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Dialog open onClose={cancel} aria-labelledby="insurance-title" fullWidth maxWidth="xs">
      <UnsavedChangesPrompt when={dirty} onSave={save} canSave={parsed.success} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle id="insurance-title">Insurance: {registration}</DialogTitle>
        <DialogContent>
          {field('startDate', 'Insurance start date', 'date')}
          {field('endDate', 'Insurance end date', 'date')}
          {field('certificateNumber', 'Certificate number', 'text')}
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel} sx={{ minHeight: 44 }}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving} sx={{ minHeight: 44 }}>
            Save
          </Button>
        </DialogActions>
      </form>
      <DiscardDialog open={discarding} onStay={() => setDiscarding(false)} onDiscard={onClose} />
    </Dialog>
  );
};
