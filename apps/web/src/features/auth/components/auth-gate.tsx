import { gateDecision } from '@portal/domain/identity';
import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQuery } from 'urql';
import { ProblemError } from '../../../components/errors/generic-error.tsx';
import { LoadingScreen } from '../../../components/feedback/loading-screen.tsx';
import { SimpleLayout } from '../../../components/layout/simple-layout.tsx';
import { GetDsGlobalConfigDocument, MeDocument } from '../../../gql/graphql.ts';
import { SessionContext } from '../session-context.ts';

/**
 * The authentication gate (spec 1 §2): checking (a loading screen), signed in, not signed in. `me` is the
 * session check: null means not signed in. The onboarding journey passes without a session.
 */
export const AuthGate = () => {
  const location = useLocation();
  // Sign-in and sign-out mutations return these types, so the document cache refetches `me` after them.
  const context = useMemo(() => ({ additionalTypenames: ['Instructor', 'LoginResult'] }), []);
  const [{ data, fetching, error }] = useQuery({ query: MeDocument, context });
  // Fetched alongside the session, so the navigation's flags are ready when the shell draws.
  useQuery({ query: GetDsGlobalConfigDocument, pause: !data?.me });

  const session = data ? (data.me ? 'signedIn' : 'signedOut') : 'checking';
  const decision = gateDecision(session, location);
  if (decision.kind === 'checking' && error && !fetching) {
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
