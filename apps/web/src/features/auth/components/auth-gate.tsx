import { gateDecision } from '@portal/domain/identity';
import { ProblemError } from '@portal/ui/errors';
import { LoadingScreen } from '@portal/ui/feedback';
import { SimpleLayout } from '@portal/ui/layout';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { usePrefetchGlobalConfig } from '../../../lib/global-config/use-global-config.ts';
import { SessionContext } from '../../../lib/session/session-context.ts';
import { forgetOtherInstructors, OfflineSession, readSavedLessons, useOnReconnect } from '../../offline/index.ts';
import { useMe } from '../api/use-me.ts';

/**
 * The authentication gate (spec 1 §2): checking (a loading screen), signed in, not signed in. `me` is the
 * session check: null means not signed in. The onboarding journey passes without a session. Without signal the
 * session cannot be checked: the lessons saved on this device are shown (features/offline) until it comes back.
 */
export const AuthGate = () => {
  const location = useLocation();
  const [{ data, fetching, error }, reexecuteMe] = useMe();
  // Back from no signal before the session was checked: check it now.
  useOnReconnect(() => {
    if (!data) reexecuteMe({ requestPolicy: 'network-only' });
  });
  const signedInId = data ? (data.me?.id ?? null) : undefined;
  // Saved lessons belong to whoever is signed in now: another instructor's, or anyone's when nobody is, go.
  useEffect(() => {
    if (signedInId !== undefined) forgetOtherInstructors(signedInId);
  }, [signedInId]);
  // Fetched alongside the session, so the navigation's flags are ready when the shell draws.
  usePrefetchGlobalConfig(Boolean(data?.me));

  const session = data ? (data.me ? 'signedIn' : 'signedOut') : 'checking';
  const decision = gateDecision(session, location);
  if (decision.kind === 'checking' && error && !fetching) {
    const saved = error.networkError ? readSavedLessons() : null;
    if (saved) {
      return (
        <OfflineSession saved={saved}>
          <Outlet />
        </OfflineSession>
      );
    }
    return (
      <SimpleLayout maxWidth={640}>
        <ProblemError />
      </SimpleLayout>
    );
  }
  if (decision.kind === 'checking') return <LoadingScreen label="Checking your session" asMain />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <SessionContext value={data?.me ?? null}>
      <Outlet />
    </SessionContext>
  );
};
