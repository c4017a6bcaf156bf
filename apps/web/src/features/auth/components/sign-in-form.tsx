import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { identityMessages as m } from '@portal/domain/identity';
import { useBrand } from '@portal/ui/brand';
import { FormAlert, FormTextField, PasswordField } from '@portal/ui/form';
import { RouterLink } from '@portal/ui/layout';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { useLazyResolver } from '../../../lib/lazy-resolver.ts';
import { useInstructorLogin } from '../api/use-instructor-login.ts';
import { saveChallenge } from '../challenge-store.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';
import { loginFailureLines } from '../login-failure.ts';
import { returnSearchOf, returnTargetOf } from '../return-to.ts';

// The rules and zod load when the user starts on the form: the sign-in page's budget (DESIGN.md §5).
const loadRules = () => import('../sign-in-rules.ts').then((m) => m.signInResolver);

/** ADI number and password; submit stays disabled until both are valid (validated on change). */
export const SignInForm = ({ initialError }: { initialError: string | null }) => {
  const brand = useBrand();
  const location = useLocation();
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  const { login, fetching } = useInstructorLogin();
  const [failure, setFailure] = useState<string[]>(initialError ? [initialError] : []);
  const rules = useLazyResolver(loadRules);
  const { control, handleSubmit, formState } = useForm({
    resolver: rules.resolver,
    mode: 'onChange',
    defaultValues: { adiNumber: '', password: '' },
  });

  const handleSignIn = handleSubmit(async (input) => {
    setFailure([]);
    const outcome = await login(input);
    const answer = outcome.ok ? outcome.value : null;
    if (answer?.challengeRequired && answer.challengeId) {
      saveChallenge('signIn', {
        adiNumber: input.adiNumber,
        challengeId: answer.challengeId,
        maskedMobile: answer.maskedMobile,
      });
      await navigate(`/${brand}/access-code${returnSearchOf(location.search)}`);
    } else if (answer?.authenticated) {
      await finishSignIn(returnTargetOf(location.search));
    } else {
      setFailure(loginFailureLines(outcome, m.signInFailed));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={handleSignIn} onFocus={rules.preload}>
      <FormAlert lines={failure} />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <FormTextField
          control={control}
          name="adiNumber"
          label="ADI number"
          autoComplete="username"
          inputProps={{ inputMode: 'numeric' }}
        />
        <Box sx={{ display: 'grid', gap: 1 }}>
          <PasswordField control={control} name="password" label="Password" autoComplete="current-password" />
          <Box sx={{ justifySelf: 'end' }}>
            <RouterLink to={`/${brand}/change-password`} variant="body2">
              Forgotten your password?
            </RouterLink>
          </Box>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || fetching} fullWidth>
          Sign in
        </Button>
      </Box>
      <Box
        sx={{
          mt: 3,
          pt: 3,
          borderTop: 1,
          borderColor: 'divider',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'baseline',
        }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          New to the instructor portal?
        </Typography>
        <RouterLink to={`/${brand}/sign-up`} variant="body2">
          Create an account
        </RouterLink>
      </Box>
    </Box>
  );
};
