import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { brandFromText } from '@portal/domain/access';
import { onboardingMessages as m } from '@portal/domain/onboarding';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AuthCard } from '../../../components/layout/simple-layout.tsx';
import { useOnboardInstructorLogin } from '../api/use-onboard-instructor-login.ts';
import { saveOnboardingToken } from '../onboarding-storage.ts';
import { PastDateField } from './date-field.tsx';
import { OnboardingFrame } from './onboarding-frame.tsx';

/** /acceptance-page-check/{brand}/{personKey}/{agreementKey}: "Verify it's you" (spec 1 §2, §4). */
export const VerifyPage = () => {
  const params = useParams();
  const brand = brandFromText(params.brand);
  const agreementKey = params.agreementKey ?? '';
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { verify, fetching } = useOnboardInstructorLogin();
  const [answers, setAnswers] = useState({ postcode: '', dateOfBirth: '', email: '' });
  const complete = Boolean(answers.postcode.trim() && answers.dateOfBirth && answers.email.trim());

  const handleVerify = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await verify({ ...answers, personKey: params.personKey ?? '', agreementKey, brand });
    if (!outcome.ok) {
      enqueueSnackbar(outcome.message, { variant: 'error', autoHideDuration: 2000 });
      return;
    }
    saveOnboardingToken(agreementKey, { token: outcome.value, brand });
    enqueueSnackbar(m.verificationSuccess, { variant: 'success', autoHideDuration: 2000 });
    await navigate(`/acceptance-page/${agreementKey}`);
  };

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
          <TextField
            label="Postcode"
            value={answers.postcode}
            onChange={(e) => setAnswers({ ...answers, postcode: e.target.value })}
            autoComplete="postal-code"
            fullWidth
          />
          <PastDateField
            label="Date of birth"
            value={answers.dateOfBirth}
            onChange={(dateOfBirth) => setAnswers({ ...answers, dateOfBirth })}
          />
          <TextField
            label="Email"
            type="email"
            value={answers.email}
            onChange={(e) => setAnswers({ ...answers, email: e.target.value })}
            autoComplete="email"
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={!complete || fetching} fullWidth>
            Verify
          </Button>
        </Box>
      </AuthCard>
    </OnboardingFrame>
  );
};
