import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { onboardingTitles } from '@portal/domain/onboarding';
import type { FranchiseAgreementData } from '../api/use-franchise-agreement.ts';
import { type DetailsForm, useDetailsForm } from '../hooks/use-details-form.ts';
import { PastDateField } from './date-field.tsx';

/** "Edit your details" (spec 1 §2): email and ADI number read-only; everything disabled while saving or reloading. */
export const DetailsModal = ({
  agreement,
  token,
  reload,
  onClose,
}: {
  agreement: FranchiseAgreementData;
  token: string;
  reload: () => Promise<boolean>;
  onClose: () => void;
}) => {
  const fullScreen = useMediaQuery('(max-width:768px)');
  const { form, set, errors, failure, busy, handleSave } = useDetailsForm({ agreement, token, reload, onClose });
  const text = (key: keyof DetailsForm, label: string, autoComplete?: string) => (
    <TextField
      label={label}
      value={form[key] as string}
      onChange={(e) => set(key, e.target.value as never)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      disabled={busy}
      autoComplete={autoComplete}
      fullWidth
    />
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <DialogTitle>Edit your details</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <TextField
            select
            label="Title"
            value={form.salutation}
            onChange={(e) => set('salutation', e.target.value)}
            error={Boolean(errors.salutation)}
            helperText={errors.salutation}
            disabled={busy}
            fullWidth
          >
            {onboardingTitles.map((title) => (
              <MenuItem key={title} value={title}>
                {title}
              </MenuItem>
            ))}
          </TextField>
          {text('firstName', 'First name', 'given-name')}
          {text('lastName', 'Surname', 'family-name')}
          <PastDateField
            label="Date of birth"
            value={form.dateOfBirth}
            onChange={(iso) => set('dateOfBirth', iso)}
            error={errors.dateOfBirth}
            disabled={busy}
          />
          {text('line1', 'Address', 'address-line1')}
          {text('town', 'City', 'address-level2')}
          {text('postcode', 'Postcode', 'postal-code')}
          {text('mobileNumber', 'Phone number', 'tel')}
          {text('licenceNumber', 'Driving licence number')}
          <TextField label="Email address" value={agreement.emailAddress} disabled fullWidth />
          <TextField label="ADI number" value={agreement.adiNumber} disabled fullWidth />
          <ContactPreferences form={form} set={set} disabled={busy} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onClose} disabled={busy} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
        <Button variant="contained" onClick={handleSave} disabled={busy} sx={{ minHeight: 44 }}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Marketing by email, SMS, phone or post, and lesson reminders by SMS. */
const ContactPreferences = ({
  form,
  set,
  disabled,
}: {
  form: DetailsForm;
  set: <K extends keyof DetailsForm>(key: K, value: DetailsForm[K]) => void;
  disabled: boolean;
}) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
    <FormLabel component="legend">Marketing by</FormLabel>
    <FormGroup row>
      {(['email', 'sms', 'phone', 'post'] as const).map((channel) => (
        <FormControlLabel
          key={channel}
          label={channel === 'sms' ? 'SMS' : channel[0]!.toUpperCase() + channel.slice(1)}
          control={
            <Checkbox
              checked={form.marketing[channel]}
              onChange={(e) => set('marketing', { ...form.marketing, [channel]: e.target.checked })}
              disabled={disabled}
            />
          }
        />
      ))}
    </FormGroup>
    <FormControlLabel
      label="Lesson reminders by SMS"
      control={
        <Checkbox
          checked={form.reminderSms}
          onChange={(e) => set('reminderSms', e.target.checked)}
          disabled={disabled}
        />
      }
    />
  </Box>
);
