import { ErrorBoundary, GenericError } from '@portal/ui/errors';
import { LoadingScreen } from '@portal/ui/feedback';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorLayout } from '../components/errors/error-layout.tsx';

/** A route that failed to render or to load its code: the generic error page (spec 1 §2). */
const RouteError = () => (
  <ErrorLayout>
    <GenericError />
  </ErrorLayout>
);

/** A new page starts at the top, as a phone user expects. */
const useScrollToTopOnNavigate = () => {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new path, by design
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
};

/** Every route sits in here: lazy pages show the loading screen until their code arrives. */
export const RootLayout = () => {
  useScrollToTopOnNavigate();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={<RouteError />}>
      <Suspense fallback={<LoadingScreen asMain />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
};
