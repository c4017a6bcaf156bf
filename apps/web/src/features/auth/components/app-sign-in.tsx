import { identityMessages as m } from '@portal/domain/identity';
import { useBrand } from '@portal/ui/brand';
import { LoadingScreen } from '@portal/ui/feedback';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppSignIn } from '../api/use-app-sign-in.ts';
import { saveChallenge } from '../challenge-store.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';
import { returnSearchOf, returnTargetOf } from '../return-to.ts';

/**
 * Sign-in from the mobile app (spec 1 §4): the encrypted adi and pw query values sign in at once.
 * A failure comes back to the sign-in form with the failure text as ?error=.
 */
export const AppSignIn = ({ adi, pw }: { adi: string; pw: string }) => {
  const brand = useBrand();
  const location = useLocation();
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  const appSignIn = useAppSignIn();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const keep = returnSearchOf(location.search);
    void appSignIn({ adi, pw }).then(async (result) => {
      const outcome = result.ok ? result.value : null;
      if (outcome?.challengeRequired && outcome.challengeId) {
        // Only the encrypted ADI number is known here; it marks the session as mid sign-in all the same.
        saveChallenge('signIn', {
          adiNumber: adi,
          challengeId: outcome.challengeId,
          maskedMobile: outcome.maskedMobile,
        });
        await navigate(`/${brand}/access-code${keep}`, { replace: true });
      } else if (outcome?.authenticated) {
        await finishSignIn(returnTargetOf(location.search));
      } else {
        await navigate(`/${brand}/sign-in?${new URLSearchParams({ error: m.signInFailed })}`, { replace: true });
      }
    });
  }, [adi, pw, appSignIn, brand, finishSignIn, location.search, navigate]);

  return <LoadingScreen label="Signing you in" />;
};
