import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { signUpFormSchema } from '@portal/domain/identity';
import { useBrand } from '@portal/ui/brand';
import { FormAlert, FormTextField } from '@portal/ui/form';
import { AuthCard, RouterLink } from '@portal/ui/layout';
import { AuthHeading } from '@portal/ui/page';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useRequestPasswordReset } from '../api/use-request-password-reset.ts';
import { saveChallenge } from '../challenge-store.ts';

const titles = { signUp: 'Create an account', changePassword: 'Set a new password' } as const;

/**
 * /{brand}/sign-up and /{brand}/change-password: one screen (spec 1 §2). The ADI number and mobile number must
 * match the records; a code is texted and the user continues on /{brand}/set-password.
 */
export const RequestCodePage = ({ mode }: { mode: keyof typeof titles }) => {
  const brand = useBrand();
  const navigate = useNavigate();
  const { request, fetching } = useRequestPasswordReset();
  const [failure, setFailure] = useState<string[]>([]);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onChange',
    defaultValues: { adiNumber: '', mobileNumber: '' },
  });

  const handleRequest = handleSubmit(async ({ adiNumber, mobileNumber }) => {
    setFailure([]);
    const outcome = await request({ adiNumber, mobileNumber });
    if (!outcome.ok) return setFailure([outcome.message]);
    const { challengeId, maskedMobile } = outcome.value;
    saveChallenge('reset', { adiNumber, challengeId, maskedMobile });
    await navigate(`/${brand}/set-password`);
  });

  return (
    <AuthCard>
      <AuthHeading title={titles[mode]}>
        We will text you a one-time access code to set a new password to login.
      </AuthHeading>
      <FormAlert lines={failure} />
      <Box component="form" noValidate onSubmit={handleRequest} sx={{ display: 'grid', gap: 2.5 }}>
        <FormTextField
          control={control}
          name="adiNumber"
          label="ADI number"
          autoComplete="username"
          inputProps={{ inputMode: 'numeric' }}
        />
        <FormTextField
          control={control}
          name="mobileNumber"
          label="Mobile number"
          type="tel"
          autoComplete="tel-national"
          helperText="The mobile number we have for you, digits only, e.g. 07700900123"
        />
        <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || fetching} fullWidth>
          Get access code
        </Button>
      </Box>
      <Box sx={{ mt: 2.5 }}>
        <RouterLink to={`/${brand}/sign-in`}>Have an account? Sign in</RouterLink>
      </Box>
    </AuthCard>
  );
};
