import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { brandFromText, brands } from '@portal/domain/access';
import { AuthCard } from '@portal/ui/layout';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { forgetAllOnboarding } from '../onboarding-storage.ts';
import { OnboardingFrame } from './onboarding-frame.tsx';

/** /acceptance-page-result/{result}/{brand}/{agreementKey}: the journey's end; clears what it stored. */
export const ResultPage = () => {
  const params = useParams();
  const brand = brandFromText(params.brand);
  const success = params.result === 'success';
  useEffect(() => forgetAllOnboarding(), []);

  return (
    <OnboardingFrame brand={brand}>
      <AuthCard>
        {success ? (
          <>
            <Typography variant="h1" sx={{ mb: 2 }}>
              Welcome to {brands[brand].name}
            </Typography>
            <Typography sx={{ mb: 2 }}>
              Thank you for accepting your franchise. Your next step is to upload your documents (your ADI badge,
              driving licence and insurance) through the instructor portal.
            </Typography>
            <Typography sx={{ mb: 3 }}>
              Create your portal account with your ADI number and mobile number, or sign in if you already have one.
            </Typography>
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <Button component={Link} to={`/${brand}/sign-up`} variant="contained" size="large" fullWidth>
                Create an account
              </Button>
              <Button component={Link} to={`/${brand}/sign-in`} variant="outlined" size="large" fullWidth>
                Sign in
              </Button>
            </Box>
          </>
        ) : (
          <>
            <Typography variant="h1" sx={{ mb: 2 }}>
              Something went wrong
            </Typography>
            <Typography>
              We could not process your application. Our team will be in touch with you shortly. You can also call us on{' '}
              {brands[brand].supportPhone}.
            </Typography>
          </>
        )}
      </AuthCard>
    </OnboardingFrame>
  );
};
