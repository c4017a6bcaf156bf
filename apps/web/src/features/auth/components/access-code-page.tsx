import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { accessCodeFormSchema, identityMessages as m, RESEND_DELAY_SECONDS } from '@portal/domain/identity';
import { useBrand } from '@portal/ui/brand';
import { FormAlert } from '@portal/ui/form';
import { AuthCard, RouterLink } from '@portal/ui/layout';
import { AuthHeading, MaskedMobile } from '@portal/ui/page';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation } from 'react-router';
import { useConfirmSignInCode } from '../api/use-confirm-sign-in-code.ts';
import { useResendCode } from '../api/use-resend-code.ts';
import { type Challenge, loadChallenge } from '../challenge-store.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';
import { useResendTimer } from '../hooks/use-resend-timer.ts';
import { loginFailureLines } from '../login-failure.ts';
import { returnSearchOf, returnTargetOf } from '../return-to.ts';
import { AccessCodeField } from './access-code-field.tsx';
import { ResendControl } from './resend-control.tsx';

/** /{brand}/access-code: the texted code completes the sign-in. Without a pending sign-in, back to sign-in. */
export const AccessCodePage = () => {
  const brand = useBrand();
  const location = useLocation();
  const [challenge] = useState(() => loadChallenge('signIn'));
  if (!challenge) return <Navigate to={`/${brand}/sign-in${returnSearchOf(location.search)}`} replace />;
  return <AccessCodeForm challenge={challenge} />;
};

const AccessCodeForm = ({ challenge }: { challenge: Challenge }) => {
  const brand = useBrand();
  const location = useLocation();
  const finishSignIn = useFinishSignIn();
  const { confirm, fetching } = useConfirmSignInCode();
  const send = useResendCode(challenge.challengeId);
  const [failure, setFailure] = useState<string[]>([]);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(accessCodeFormSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  // The code has just been texted: the server takes another only 30 seconds on (spec 1 §9, as set-password).
  const resend = useResendTimer({ send, initialDelay: RESEND_DELAY_SECONDS, successDelay: RESEND_DELAY_SECONDS });

  const handleVerify = handleSubmit(async ({ code }) => {
    setFailure([]);
    const outcome = await confirm({ challengeId: challenge.challengeId, code });
    if (outcome.ok && outcome.value.authenticated) await finishSignIn(returnTargetOf(location.search, '/'));
    else setFailure(loginFailureLines(outcome, m.wrongAccessCode));
  });

  return (
    <AuthCard>
      <AuthHeading title="Enter your access code">
        We've sent a 6-digit access code to <MaskedMobile value={challenge.maskedMobile} />. It may take a minute to
        arrive.
      </AuthHeading>
      <FormAlert lines={failure} />
      <Box component="form" noValidate onSubmit={handleVerify} sx={{ display: 'grid', gap: 2 }}>
        <AccessCodeField control={control} name="code" />
        <ResendControl
          status={resend.status}
          canResend={resend.canResend}
          secondsLeft={resend.secondsLeft}
          onResend={resend.resend}
        />
        <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || fetching} fullWidth>
          Verify
        </Button>
      </Box>
      <Box sx={{ mt: 2.5 }}>
        <RouterLink to={`/${brand}/sign-in${returnSearchOf(location.search)}`}>Back to sign in</RouterLink>
      </Box>
    </AuthCard>
  );
};
