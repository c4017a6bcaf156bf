import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { brandFromText } from '@portal/domain/access';
import { onboardingMessages as m, verifyFormSchema } from '@portal/domain/onboarding';
import { useSnackbar } from '@portal/ui/feedback';
import { FormField } from '@portal/ui/form';
import { AuthCard } from '@portal/ui/layout';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useOnboardInstructorLogin } from '../api/use-onboard-instructor-login.ts';
import { saveOnboardingToken } from '../onboarding-storage.ts';
import { FormPastDateField } from './date-field.tsx';
import { OnboardingFrame } from './onboarding-frame.tsx';

/** /acceptance-page-check/{brand}/{personKey}/{agreementKey}: "Verify it's you" (spec 1 §2, §4). */
export const VerifyPage = () => {
  const params = useParams();
  const brand = brandFromText(params.brand);
  const agreementKey = params.agreementKey ?? '';
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { verify, fetching } = useOnboardInstructorLogin();
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(verifyFormSchema),
    mode: 'onTouched',
    defaultValues: { postcode: '', dateOfBirth: '', email: '' },
  });

  const handleVerify = handleSubmit(async (answers) => {
    const outcome = await verify({ ...answers, personKey: params.personKey ?? '', agreementKey, brand });
    if (!outcome.ok) {
      enqueueSnackbar(outcome.message, { variant: 'error', autoHideDuration: 2000 });
      return;
    }
    saveOnboardingToken(agreementKey, { token: outcome.value, brand });
    enqueueSnackbar(m.verificationSuccess, { variant: 'success', autoHideDuration: 2000 });
    await navigate(`/acceptance-page/${agreementKey}`);
  });

  return (
    <OnboardingFrame brand={brand}>
      <AuthCard>
        <Typography variant="h1" sx={{ mb: 1 }}>
          Verify it's you
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          Before you see your franchise offer, please confirm a few details we hold about you.
        </Typography>
        <Box component="form" noValidate onSubmit={handleVerify} sx={{ display: 'grid', gap: 2.5 }}>
          <FormField control={control} name="postcode" label="Postcode" autoComplete="postal-code" fullWidth />
          <FormPastDateField control={control} name="dateOfBirth" label="Date of birth" />
          <FormField control={control} name="email" label="Email" type="email" autoComplete="email" fullWidth />
          <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || fetching} fullWidth>
            Verify
          </Button>
        </Box>
      </AuthCard>
    </OnboardingFrame>
  );
};
