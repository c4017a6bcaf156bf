import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, DialogActions, DialogContent, Stack } from '@mui/material';
import { type LearnerDetailsCommand, learnerDetailsFormSchema, toNationalPhone } from '@portal/domain/learners';
import { FormField } from '@portal/ui/form';
import { useState } from 'react';
import { type Control, type Resolver, type UseFormSetValue, useForm } from 'react-hook-form';
import { ResponsiveDialog } from '../../calendar/index.ts';
import type { LearnerDetails } from '../api/use-learner-details.ts';
import { useUpdateLearner } from '../api/use-update-learner.ts';
import { FormAddressPicker } from './address-picker.tsx';
import { DateOfBirthField } from './date-of-birth-field.tsx';
import { titleOptions } from './title-options.tsx';

type Values = {
  title: string;
  firstName: string;
  lastName: string;
  contactMobile: string;
  contactEmail: string;
  addressLine1: string;
  addressLine2: string;
  addressTown: string;
  addressPostcode: string;
  dateOfBirth: string;
};
type Key = keyof Values;

const valuesOf = (learner: LearnerDetails): Values => {
  const address = learner.pickupAddress ?? learner.address;
  return {
    title: learner.name.title ?? '',
    firstName: learner.name.firstName,
    lastName: learner.name.lastName,
    contactMobile: toNationalPhone(learner.mobileNumber),
    contactEmail: learner.emailAddress ?? '',
    addressLine1: address?.line1 ?? '',
    addressLine2: address?.line2 ?? '',
    addressTown: address?.town ?? '',
    addressPostcode: address?.postcode ?? '',
    dateOfBirth: learner.dateOfBirth ?? '',
  };
};

type Part = { control: Control<Values, unknown, LearnerDetailsCommand>; disabled: boolean };

/** The postcode with its search (the new-learner form's picker), then the address lines it fills in. */
const AddressFields = ({ control, disabled, setValue }: Part & { setValue: UseFormSetValue<Values> }) => {
  const pick = (key: Key, value: string) =>
    setValue(key, value, { shouldDirty: true, shouldValidate: true, shouldTouch: true });
  const field = { control, disabled, helperText: ' ', fullWidth: true } as const;
  return (
    <>
      <FormAddressPicker
        control={control}
        name="addressPostcode"
        label="Postcode"
        onAddress={(found) => {
          if (!found) return;
          pick('addressLine1', found.line1);
          pick('addressLine2', found.line2 ?? '');
          pick('addressTown', found.town);
          pick('addressPostcode', found.postcode);
        }}
        disabled={disabled}
      />
      <FormField {...field} name="addressLine1" label="Address line 1" />
      <FormField {...field} name="addressLine2" label="Address line 2 (optional)" />
      <FormField {...field} name="addressTown" label="Town" />
    </>
  );
};

type Props = { learner: LearnerDetails; onClose: () => void };

/**
 * Spec 3 §2.3 / §5 'Edit learner details': checked on blur and again on change by the rules the server uses;
 * Save only when valid and changed; every input disabled while saving and reloading.
 */
export const LearnerDetailsDialog = ({ learner, onClose }: Props) => {
  const update = useUpdateLearner();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, setValue, formState } = useForm<Values, unknown, LearnerDetailsCommand>({
    defaultValues: valuesOf(learner),
    resolver: zodResolver(learnerDetailsFormSchema) as unknown as Resolver<Values, unknown, LearnerDetailsCommand>,
    // Checked on the first blur, then on every change (spec 3 §5).
    mode: 'onTouched',
  });
  const field = { control, disabled: saving, helperText: ' ', fullWidth: true } as const;
  const submit = handleSubmit(async (values) => {
    setSaving(true);
    setError(null);
    const outcome = await update(learner.id, values);
    setSaving(false);
    if (outcome.ok) onClose();
    else setError(outcome.message);
  });
  return (
    <ResponsiveDialog open title="Edit learner details" onClose={onClose} busy={saving}>
      <DialogContent>
        <Stack component="form" id="learner-details-form" noValidate onSubmit={submit} spacing={1} sx={{ pt: 1 }}>
          <FormField {...field} name="title" label="Title" select>
            {titleOptions}
          </FormField>
          <FormField {...field} name="firstName" label="First name" />
          <FormField {...field} name="lastName" label="Last name" />
          <FormField
            {...field}
            name="contactMobile"
            label="Mobile"
            type="tel"
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
          <FormField {...field} name="contactEmail" label="Email" type="email" />
          <DateOfBirthField control={control} disabled={saving} />
          <AddressFields control={control} setValue={setValue} disabled={saving} />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={saving} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
        <Button
          type="submit"
          form="learner-details-form"
          variant="contained"
          disabled={!formState.isValid || !formState.isDirty || saving}
          loading={saving}
          sx={{ minHeight: 44 }}
        >
          Save changes
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
};
