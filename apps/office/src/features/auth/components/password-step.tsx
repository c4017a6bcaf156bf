import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type SecondFactorKind, staffSignInSchema } from '@portal/domain/office';
import { FormAlert, FormTextField, PasswordField } from '@portal/ui/form';
import { AuthHeading } from '@portal/ui/page';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useStaffSignIn } from '../api/use-staff-sign-in.ts';

export type PasswordPassed = { signInId: string; factors: readonly SecondFactorKind[] };

/** `onSetUp`: a new member with no second factor yet, signed in only to set one up. */
type Props = { notice: string | null; onPassed: (passed: PasswordPassed) => void; onSetUp: () => void };

/** Step one: work email and password. A refusal (wrong details, lockout, throttling) shows the server's words. */
export const PasswordStep = ({ notice, onPassed, onSetUp }: Props) => {
  const { signIn, fetching } = useStaffSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(staffSignInSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const handleSignIn = handleSubmit(async (input) => {
    setFailure(null);
    const outcome = await signIn(input);
    if (!outcome.ok) return setFailure(outcome.message);
    const answer = outcome.value;
    if (answer.success && answer.setUpSecondFactor) return onSetUp();
    if (answer.success && answer.signInId) return onPassed({ signInId: answer.signInId, factors: answer.factors });
    setFailure(answer.message ?? 'The email or password is not right. Please try again.');
  });
  return (
    <Box component="form" noValidate onSubmit={handleSignIn} aria-label="Sign in">
      <AuthHeading title="Sign in to the office">Use your work email address and password.</AuthHeading>
      {notice && !failure && <FormAlert lines={[notice]} severity="info" />}
      <FormAlert lines={failure ? [failure] : []} />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <FormTextField control={control} name="email" label="Work email" type="email" autoComplete="username" />
        <PasswordField control={control} name="password" label="Password" autoComplete="current-password" />
        <Button type="submit" variant="contained" size="large" disabled={fetching} fullWidth>
          Continue
        </Button>
      </Box>
    </Box>
  );
};
