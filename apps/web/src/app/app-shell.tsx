import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { primaryBrandSlug, visibleNavItems } from '@portal/domain/access';
import { signedOutRedirect } from '@portal/domain/identity';
import { BrandProvider, LegalFooter } from '@portal/ui/brand';
import { ErrorBoundary, GenericError } from '@portal/ui/errors';
import { LoadingScreen } from '@portal/ui/feedback';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { DemoBanner } from '../components/layout/demo-banner.tsx';
import { FillScreenContext, fillsScreenAt } from '../components/layout/fill-screen.ts';
import { NavDrawer } from '../components/layout/nav-drawer.tsx';
import { TopBar } from '../components/layout/top-bar.tsx';
import { useSignOut } from '../features/auth/api/use-sign-out.ts';
import { OfflineBanner } from '../features/offline/components/offline-banner.tsx';
import { SavedLessonsPage } from '../features/offline/components/saved-lessons-page.tsx';
import { useSaveLessonsOffline } from '../features/offline/hooks/use-save-lessons-offline.ts';
import { useOfflineSession } from '../features/offline/offline-session.tsx';
import { useGlobalConfig } from '../lib/global-config/use-global-config.ts';
import { rememberBrand } from '../lib/remembered-brand.ts';
import { type SessionInstructor, useSessionInstructor, viewerOf } from '../lib/session/session-context.ts';

/** Spec 1 §2: page margins 100px on desktop, 16px on small screens. */
const pageGutters = { xs: 2, sm: 4, lg: '100px' } as const;

/** The signed-in layout. A signed-in instructor wears the yellow brand unless every franchise is BSM. */
export const AppShell = () => {
  const instructor = useSessionInstructor();
  const location = useLocation();
  const brand = instructor ? primaryBrandSlug(instructor.brands) : null;
  // The device remembers the brand worn last, so a page loaded before the session is known starts in it.
  useEffect(() => {
    if (brand) rememberBrand(brand);
  }, [brand]);
  if (!instructor || !brand) return <Navigate to={signedOutRedirect(location.pathname, location.search)} replace />;
  return (
    <BrandProvider brand={brand}>
      <ShellFrame instructor={instructor} />
    </BrandProvider>
  );
};

const ShellFrame = ({ instructor }: { instructor: SessionInstructor }) => {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const config = useGlobalConfig();
  const signOut = useSignOut();
  const location = useLocation();
  const offline = useOfflineSession();
  // A page that fills the screen (the calendar): one screen high, no page scroll, no footer.
  const [fill, setFill] = useState(() => !offline && fillsScreenAt(location.pathname));
  useSaveLessonsOffline(instructor, offline === null);

  return (
    <Box
      sx={[
        { display: 'flex', minHeight: '100vh', bgcolor: 'background.default' },
        fill && { minHeight: 0, height: '100dvh', overflow: 'hidden' },
      ]}
    >
      <TopBar
        instructor={instructor}
        demoMode={config.demoMode}
        onOpenNavigation={isDesktop ? undefined : () => setDrawerOpen(true)}
        onSignOut={signOut}
      />
      <NavDrawer
        items={visibleNavItems(viewerOf(instructor), config)}
        permanent={isDesktop}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
      />
      <Box sx={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar sx={{ minHeight: { xs: 64 } }} />
        {config.demoMode && <DemoBanner />}
        <OfflineBanner />
        <Box
          component="main"
          sx={[
            { flex: 1, px: pageGutters, py: { xs: 3, sm: 4 } },
            // A page that fills the screen (the calendar) needs the width: narrower margins than spec 1's 100px.
            fill && {
              minHeight: 0,
              display: 'flex',
              flexDirection: 'column',
              py: { xs: 1, sm: 2 },
              px: { xs: 2, sm: 3 },
            },
          ]}
        >
          <FillScreenContext.Provider value={setFill}>
            <ErrorBoundary key={location.pathname} fallback={<GenericError />}>
              <Suspense fallback={<LoadingScreen />}>
                {offline ? <SavedLessonsPage saved={offline} /> : <Outlet />}
              </Suspense>
            </ErrorBoundary>
          </FillScreenContext.Provider>
        </Box>
        {!fill && (
          <Box sx={{ px: pageGutters }}>
            <LegalFooter />
          </Box>
        )}
      </Box>
    </Box>
  );
};
