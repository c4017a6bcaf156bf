import { Button, DialogActions, DialogContent, InputAdornment, TextField, Typography } from '@mui/material';
import { hourlyRateProblem } from '@portal/domain/learners';
import { penceToPoundsText } from '@portal/domain/money';
import { useState } from 'react';
import { ResponsiveDialog } from '../../calendar/index.ts';

type Props = {
  open: boolean;
  learnerName: string;
  current: { pence: number; formatted: string };
  maxPence: number;
  onClose: () => void;
  onSave: (rate: number) => Promise<string | null>;
};

/** Spec 3 §2.3 hourly-rate modal: save stays disabled until the rate is valid. */
export const HourlyRateDialog = ({ open, learnerName, current, maxPence, onClose, onSave }: Props) => {
  const [text, setText] = useState(penceToPoundsText(current.pence));
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const value = text.trim() === '' ? null : Number(text);
  const problem = hourlyRateProblem(value, maxPence);
  const handleSave = async () => {
    if (problem || value === null) return;
    setSaving(true);
    const error = await onSave(value);
    setSaving(false);
    setServerError(error);
    if (!error) onClose();
  };
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
        <TextField
          label="Hourly rate"
          value={text}
          onChange={(event) => {
            setText(event.target.value.replace(/[^\d.]/g, ''));
            setServerError(null);
          }}
          error={Boolean(problem || serverError)}
          helperText={serverError ?? problem ?? ' '}
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
          disabled={Boolean(problem)}
          loading={saving}
          sx={{ minHeight: 44 }}
        >
          Save
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
};
