import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { type EnrolmentInput, enrolmentSchema } from '@portal/domain/office';
import { localDateOf } from '@portal/domain/time';
import { FormTextField } from '@portal/ui/form';
import { PageShell } from '@portal/ui/page';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { BrandCode } from '../../../gql/graphql.ts';
import { useSignedInStaff } from '../../auth/index.ts';
import { useEnrolFranchisee, useEnrolmentPropositions } from '../api/use-enrolments.ts';
import { brandLabels } from './words.ts';

const textFields: Array<[keyof EnrolmentInput, string, string?]> = [
  ['firstName', 'First name', 'given-name'],
  ['lastName', 'Last name', 'family-name'],
  ['mobileNumber', 'Mobile number', 'tel'],
  ['emailAddress', 'Email address', 'email'],
  ['dateOfBirth', 'Date of birth (yyyy-mm-dd)'],
  ['addressLine1', 'Address'],
  ['town', 'Town'],
  ['postcode', 'Postcode'],
  ['adiNumber', 'ADI number'],
  ['startDate', 'Start date (yyyy-mm-dd)'],
];

/**
 * /office/enrolments/new: who the franchisee is (their postcode, date of birth and email are what "Verify it's
 * you" asks), the brand and franchise, the start date. The domain's rules check each field as the server does.
 */
export const EnrolFormPage = () => {
  const staff = useSignedInStaff();
  const navigate = useNavigate();
  const propositions = useEnrolmentPropositions();
  const { enrol, fetching } = useEnrolFranchisee();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => enrolmentSchema(localDateOf(new Date())), []);
  const { control, handleSubmit, watch } = useForm<EnrolmentInput>({
    resolver: zodResolver(schema) as never,
    mode: 'onTouched',
    defaultValues: {
      ...Object.fromEntries(textFields.map(([name]) => [name, ''])),
      brand: staff.brands[0],
      propositionId: '',
      durationMonths: 12,
    } as EnrolmentInput,
  });
  const brand = watch('brand');
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const outcome = await enrol({ ...values, brand: values.brand as BrandCode });
    if (!outcome.ok) return setFailure(outcome.message);
    navigate(`/enrolments/${outcome.value.enrolment.id}`, { state: { textSent: outcome.value.textSent } });
  });
  return (
    <PageShell title="Enrol a franchisee" subtitle="The onboarding link goes to their mobile by text.">
      <Paper component="form" noValidate onSubmit={submit} sx={{ p: 3, display: 'grid', gap: 2, maxWidth: 640 }}>
        {textFields.map(([name, label, autoComplete]) => (
          <FormTextField key={name} control={control} name={name} label={label} autoComplete={autoComplete ?? 'off'} />
        ))}
        <Controller
          control={control}
          name="brand"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Brand"
              {...field}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {staff.brands.map((b) => (
                <MenuItem key={b} value={b}>
                  {brandLabels[b]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="propositionId"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Franchise"
              {...field}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {propositions
                .filter((p) => p.brand === brand)
                .map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.name} ({p.weeklyPayment.formatted} a week)
                  </MenuItem>
                ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="durationMonths"
          render={({ field, fieldState }) => (
            <TextField
              label="Months"
              type="number"
              {...field}
              onChange={(e) => field.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
        {failure && <Alert severity="error">{failure}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={fetching}>
          Enrol and text the link
        </Button>
      </Paper>
    </PageShell>
  );
};
