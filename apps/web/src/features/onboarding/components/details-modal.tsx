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
import { FormField } from '@portal/ui/form';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
import type { FranchiseAgreementData } from '../api/use-franchise-agreement.ts';
import { type DetailsForm, useDetailsForm } from '../hooks/use-details-form.ts';
import { FormPastDateField } from './date-field.tsx';

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
  const { control, failure, busy, handleSave } = useDetailsForm({ agreement, token, reload, onClose });
  const text = (name: FieldPath<DetailsForm>, label: string, autoComplete?: string) => (
    <FormField control={control} name={name} label={label} disabled={busy} autoComplete={autoComplete} fullWidth />
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
          <FormField control={control} name="salutation" select label="Title" disabled={busy} fullWidth>
            {onboardingTitles.map((title) => (
              <MenuItem key={title} value={title}>
                {title}
              </MenuItem>
            ))}
          </FormField>
          {text('firstName', 'First name', 'given-name')}
          {text('lastName', 'Surname', 'family-name')}
          <FormPastDateField control={control} name="dateOfBirth" label="Date of birth" disabled={busy} />
          {text('address.line1', 'Address', 'address-line1')}
          {text('address.town', 'City', 'address-level2')}
          {text('address.postcode', 'Postcode', 'postal-code')}
          {text('mobileNumber', 'Phone number', 'tel')}
          {text('licenceNumber', 'Driving licence number')}
          <TextField label="Email address" value={agreement.emailAddress} disabled fullWidth />
          <TextField label="ADI number" value={agreement.adiNumber} disabled fullWidth />
          <ContactPreferences control={control} disabled={busy} />
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

type PreferenceProps = {
  control: Control<DetailsForm>;
  name: FieldPath<DetailsForm>;
  label: string;
  disabled: boolean;
};

/** One contact preference, ticked or not. */
const Preference = ({ control, name, label, disabled }: PreferenceProps) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            checked={field.value === true}
            onChange={(e) => field.onChange(e.target.checked)}
            disabled={disabled}
          />
        }
      />
    )}
  />
);

/** Marketing by email, SMS, phone or post, and lesson reminders by SMS. */
const ContactPreferences = ({ control, disabled }: { control: Control<DetailsForm>; disabled: boolean }) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
    <FormLabel component="legend">Marketing by</FormLabel>
    <FormGroup row>
      {(['email', 'sms', 'phone', 'post'] as const).map((channel) => (
        <Preference
          key={channel}
          control={control}
          name={`communication.marketing.${channel}`}
          label={channel === 'sms' ? 'SMS' : channel[0]!.toUpperCase() + channel.slice(1)}
          disabled={disabled}
        />
      ))}
    </FormGroup>
    <Preference
      control={control}
      name="communication.reminder.sms"
      label="Lesson reminders by SMS"
      disabled={disabled}
    />
  </Box>
);
