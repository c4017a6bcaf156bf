import { zodResolver } from '@hookform/resolvers/zod';
import { Button, DialogActions, DialogContent, InputAdornment, Typography } from '@mui/material';
import { hourlyRateFormSchema } from '@portal/domain/learners';
import { penceToPoundsText } from '@portal/domain/money';
import { FormField } from '@portal/ui/form';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ResponsiveDialog } from '../../calendar/index.ts';

type Props = {
  open: boolean;
  learnerName: string;
  current: { pence: number; formatted: string };
  maxPence: number;
  onClose: () => void;
  onSave: (rate: number) => Promise<string | null>;
};

/** Spec 3 §2.3 hourly-rate modal: checked as it is typed; save stays disabled until the rate is valid. */
export const HourlyRateDialog = ({ open, learnerName, current, maxPence, onClose, onSave }: Props) => {
  const schema = useMemo(() => hourlyRateFormSchema(maxPence), [maxPence]);
  const { control, handleSubmit, formState, setError, trigger } = useForm({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { rate: penceToPoundsText(current.pence) },
  });
  // The current rate is judged at once too: it may be above a region rate that has since come down.
  useEffect(() => void trigger(), [trigger]);
  const saving = formState.isSubmitting;
  const handleSave = handleSubmit(async ({ rate }) => {
    const error = await onSave(rate);
    if (error) setError('rate', { type: 'server', message: error });
    else onClose();
  });
  return (
    <ResponsiveDialog
      open={open}
      title={`Edit hourly rate for ${learnerName}`}
      onClose={onClose}
      busy={saving}
      maxWidth="xs"
    >
      <DialogContent>
        <Typography sx={{ mb: 2 }}>Current rate: {current.formatted}/hr</Typography>
        <FormField
          control={control}
          name="rate"
          label="Hourly rate"
          helperText=" "
          format={(typed) => typed.replace(/[^\d.]/g, '')}
          fullWidth
          disabled={saving}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={saving} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={handleSave}
          disabled={!formState.isValid}
          loading={saving}
          sx={{ minHeight: 44 }}
        >
          Save
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
};
