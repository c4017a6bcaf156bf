import { AuthCard } from '@portal/ui/layout';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { officeSessionMessages as m } from '../auth-messages.ts';
import type { SignInNotice } from '../hooks/use-leave-office.ts';
import { useStaffSession } from '../session/staff-session.tsx';
import { type PasswordPassed, PasswordStep } from './password-step.tsx';
import type { SignedIn } from './second-factor-method.ts';
import { SecondFactorStep } from './second-factor-step.tsx';

type Step = { kind: 'password'; notice: string | null } | ({ kind: 'secondFactor' } & PasswordPassed);

type Arrival = Partial<SignInNotice> & { from?: string };

/** Where the member was going before sign-in (a page of the office), else its start. */
const targetOf = (arrival: Arrival | null): string =>
  arrival?.from?.startsWith('/') && !arrival.from.startsWith('/sign-in') ? arrival.from : '/';

/** /office/sign-in: email and password, then the second factor; on to the page the member was going to. */
export const SignInPage = () => {
  const session = useStaffSession();
  const arrival = (useLocation().state ?? null) as Arrival | null;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const firstNotice = arrival?.notice ?? (session.expired ? m.sessionEnded : null);
  const [step, setStep] = useState<Step>({ kind: 'password', notice: firstNotice });
  useEffect(() => {
    document.title = 'Sign in | Office';
  }, []);
  if (session.staff && step.kind === 'password') return <Navigate to={targetOf(arrival)} replace />;

  const handleSignedIn = ({ staff, recoveryCodesLeft }: SignedIn) => {
    session.signedIn(staff);
    if (recoveryCodesLeft !== null) enqueueSnackbar(m.recoveryCodesLeft(recoveryCodesLeft), { variant: 'info' });
    void navigate(targetOf(arrival), { replace: true });
  };
  return (
    <AuthCard>
      {step.kind === 'password' ? (
        <PasswordStep
          notice={step.notice}
          onPassed={(passed) => setStep({ kind: 'secondFactor', ...passed })}
          onSetUp={session.retry}
        />
      ) : (
        <SecondFactorStep
          signInId={step.signInId}
          factors={step.factors}
          onSignedIn={handleSignedIn}
          onStartAgain={(message) => setStep({ kind: 'password', notice: message })}
          onCancel={() => setStep({ kind: 'password', notice: null })}
        />
      )}
    </AuthCard>
  );
};
