import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { brandFromText, brands } from '@portal/domain/access';
import { onboardingMessages as m } from '@portal/domain/onboarding';
import { LoadingScreen } from '@portal/ui/feedback';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useFranchiseAgreement } from '../api/use-franchise-agreement.ts';
import { forgetOnboardingToken, readOnboardingToken } from '../onboarding-storage.ts';
import { DetailsSection } from './details-section.tsx';
import { DocumentsStep } from './documents-step.tsx';
import { FranchiseSection } from './franchise-section.tsx';
import { OnboardingFrame } from './onboarding-frame.tsx';
import { PaymentsSection } from './payments-section.tsx';

/** /acceptance-page/{agreementKey}: step 0 (details, franchise, payments), then step 1 (documents). */
export const AcceptancePage = () => {
  const agreementKey = useParams().agreementKey ?? '';
  const [stored] = useState(() => readOnboardingToken(agreementKey));
  const token = stored?.token ?? null;
  const { agreement, failed, loading, reload } = useFranchiseAgreement(agreementKey, token);
  const [step, setStep] = useState<0 | 1>(0);
  const brand = agreement ? brandFromText(agreement.brand) : (stored?.brand ?? 'aa');

  useEffect(() => {
    if (failed) forgetOnboardingToken(agreementKey);
  }, [failed, agreementKey]);
  const handleReload = useCallback(async () => (await reload()).ok, [reload]);
  const handleSaved = () => {
    setStep(1);
    window.scrollTo({ top: 0 });
  };

  if (agreement?.status === 'Accepted') {
    return <Navigate to={`/acceptance-page-result/success/${brand}/${agreementKey}`} replace />;
  }
  return (
    <OnboardingFrame brand={brand} maxWidth={760}>
      {failed && !agreement ? (
        <Alert severity="error">{m.sessionExpired}</Alert>
      ) : loading || !agreement || !token ? (
        <LoadingScreen />
      ) : (
        <>
          <Typography variant="h1" sx={{ mb: 1 }}>
            Welcome {agreement.firstName}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 4 }}>
            Congratulations on your franchise offer from {brands[brand].name}. Check your details and the terms, set up
            your Direct Debit, then read and accept your documents.
          </Typography>
          {step === 0 ? (
            <>
              <DetailsSection agreement={agreement} token={token} reload={handleReload} />
              <FranchiseSection agreement={agreement} />
              <PaymentsSection agreement={agreement} token={token} onSaved={handleSaved} />
            </>
          ) : (
            <DocumentsStep agreement={agreement} token={token} />
          )}
        </>
      )}
    </OnboardingFrame>
  );
};
