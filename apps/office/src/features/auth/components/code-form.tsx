import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { secondFactorSchema } from '@portal/domain/office';
import { FormAlert, FormTextField } from '@portal/ui/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useStaffSecondFactor } from '../api/use-staff-second-factor.ts';
import type { SecondFactorMethodProps } from './second-factor-method.ts';

const codeSchema = secondFactorSchema.pick({ code: true });

type Props = SecondFactorMethodProps & { label: string; numeric: boolean };

/** A code for the sign-in the password opened: an authenticator code or a one-time recovery code. */
export const CodeForm = ({ signInId, onSignedIn, onStartAgain, label, numeric }: Props) => {
  const { submitCode, fetching } = useStaffSecondFactor();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setValue } = useForm({
    resolver: zodResolver(codeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const handleCode = handleSubmit(async ({ code }) => {
    setFailure(null);
    const outcome = await submitCode(signInId, code);
    if (!outcome.ok) return setFailure(outcome.message);
    const answer = outcome.value;
    if (answer.success && answer.staff)
      return onSignedIn({ staff: answer.staff, recoveryCodesLeft: answer.recoveryCodesLeft });
    const message = answer.message ?? 'That code is not right.';
    if (answer.startAgain) return onStartAgain(message);
    setFailure(message);
    setValue('code', '');
  });
  return (
    <Box component="form" noValidate onSubmit={handleCode} aria-label={label}>
      <FormAlert lines={failure ? [failure] : []} />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <FormTextField
          control={control}
          name="code"
          label={label}
          autoComplete="one-time-code"
          autoFocus
          inputProps={numeric ? { inputMode: 'numeric', maxLength: 6 } : { maxLength: 12, autoCapitalize: 'none' }}
        />
        <Button type="submit" variant="contained" size="large" disabled={fetching} fullWidth>
          Sign in
        </Button>
      </Box>
    </Box>
  );
};
