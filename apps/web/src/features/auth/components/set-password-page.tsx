import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { identityMessages as m, RESEND_DELAY_SECONDS, setPasswordFormSchema } from '@portal/domain/identity';
import { useBrand } from '@portal/ui/brand';
import { useSnackbar } from '@portal/ui/feedback';
import { FormAlert, PasswordField } from '@portal/ui/form';
import { AuthCard, RouterLink } from '@portal/ui/layout';
import { AuthHeading, MaskedMobile } from '@portal/ui/page';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { useResetGraphQLClient } from '../../../lib/graphql-provider.tsx';
import { useResendCode } from '../api/use-resend-code.ts';
import { useResetPassword } from '../api/use-reset-password.ts';
import { type Challenge, clearChallenge, loadChallenge } from '../challenge-store.ts';
import { useResendTimer } from '../hooks/use-resend-timer.ts';
import { AccessCodeField } from './access-code-field.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { ResendControl } from './resend-control.tsx';

/** /{brand}/set-password: the texted code, a new password and its confirmation. Needs a requested code. */
export const SetPasswordPage = () => {
  const brand = useBrand();
  const [challenge] = useState(() => loadChallenge('reset'));
  if (!challenge) return <Navigate to={`/${brand}/change-password`} replace />;
  return <SetPasswordForm challenge={challenge} />;
};

const SetPasswordForm = ({ challenge }: { challenge: Challenge }) => {
  const brand = useBrand();
  const navigate = useNavigate();
  const resetClient = useResetGraphQLClient();
  const { enqueueSnackbar } = useSnackbar();
  const { reset, fetching } = useResetPassword();
  const send = useResendCode(challenge.challengeId);
  const [failure, setFailure] = useState<string[]>([]);
  const { control, handleSubmit, formState, trigger, getFieldState } = useForm({
    resolver: zodResolver(setPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { accessCode: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });
  // The re-entered password is checked again whenever the new password changes.
  useEffect(() => {
    if (password && getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
  }, [password, trigger, getFieldState]);
  const resend = useResendTimer({ send, initialDelay: RESEND_DELAY_SECONDS, successDelay: RESEND_DELAY_SECONDS });

  const handleSetPassword = handleSubmit(async ({ accessCode, password, confirmPassword }) => {
    setFailure([]);
    const outcome = await reset({ challengeId: challenge.challengeId, code: accessCode, password, confirmPassword });
    if (outcome.ok) {
      clearChallenge('reset');
      enqueueSnackbar(m.passwordSet, { variant: 'success', autoHideDuration: 2000 });
      await navigate(`/${brand}/sign-in`, { replace: true });
      // Every session of the account has ended on the server; drop what this tab cached.
      resetClient();
      return;
    }
    setFailure([outcome.message]);
  });

  return (
    <AuthCard>
      <AuthHeading title="Now enter a new password">
        Enter the access code we texted to <MaskedMobile value={challenge.maskedMobile} />, then choose a password with
        at least 8 characters, including a capital letter and a number.
      </AuthHeading>
      <FormAlert lines={failure} />
      <Box component="form" noValidate onSubmit={handleSetPassword} sx={{ display: 'grid', gap: 2.5 }}>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <AccessCodeField control={control} name="accessCode" />
          <ResendControl
            status={resend.status}
            canResend={resend.canResend}
            secondsLeft={resend.secondsLeft}
            onResend={resend.resend}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <PasswordField control={control} name="password" label="New password" autoComplete="new-password" />
          <PasswordChecklist password={password} />
        </Box>
        <PasswordField control={control} name="confirmPassword" label="Re-enter password" autoComplete="new-password" />
        <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || fetching} fullWidth>
          Set new password
        </Button>
      </Box>
      <Box sx={{ mt: 2.5 }}>
        <RouterLink to={`/${brand}/sign-in`}>Back to sign in</RouterLink>
      </Box>
    </AuthCard>
  );
};
