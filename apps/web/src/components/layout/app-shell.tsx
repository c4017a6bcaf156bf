import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { primaryBrandSlug, visibleNavItems } from '@portal/domain/access';
import { signedOutRedirect } from '@portal/domain/identity';
import { Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { type SessionInstructor, useSessionInstructor, viewerOf } from '../../features/auth/session-context.ts';
import { useGlobalConfig } from '../../features/global-config/hooks/use-global-config.ts';
import { BrandProvider } from '../brand/brand-provider.tsx';
import { LegalFooter } from '../brand/legal-footer.tsx';
import { ErrorBoundary } from '../errors/error-boundary.tsx';
import { GenericError } from '../errors/generic-error.tsx';
import { LoadingScreen } from '../feedback/loading-screen.tsx';
import { DemoBanner } from './demo-banner.tsx';
import { SideNav } from './side-nav.tsx';
import { TopBar } from './top-bar.tsx';

export const NAV_WIDTH = 220;
/** Spec 1 §2: page margins 100px on desktop, 16px on small screens. */
export const pageGutters = { xs: 2, sm: 4, lg: '100px' } as const;

/** The signed-in layout. A signed-in instructor wears the yellow brand unless every franchise is BSM. */
export const AppShell = () => {
  const instructor = useSessionInstructor();
  const location = useLocation();
  if (!instructor) return <Navigate to={signedOutRedirect(location.pathname, location.search)} replace />;
  return (
    <BrandProvider brand={primaryBrandSlug(instructor.brands)}>
      <ShellFrame instructor={instructor} />
    </BrandProvider>
  );
};

const ShellFrame = ({ instructor }: { instructor: SessionInstructor }) => {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const config = useGlobalConfig();
  const location = useLocation();
  const items = visibleNavItems(viewerOf(instructor), config);
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar
        instructor={instructor}
        demoMode={config.demoMode}
        onOpenNavigation={isDesktop ? undefined : () => setDrawerOpen(true)}
      />
      {isDesktop ? (
        <Drawer
          variant="permanent"
          sx={{ width: NAV_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: NAV_WIDTH, boxSizing: 'border-box' } }}
        >
          <Toolbar sx={{ minHeight: { xs: 64 } }} />
          <SideNav items={items} />
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={closeDrawer}
          slotProps={{ paper: { sx: { width: 280, maxWidth: '85vw' } } }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
            <IconButton aria-label="Close navigation" onClick={closeDrawer}>
              <Close />
            </IconButton>
          </Box>
          <SideNav items={items} onNavigate={closeDrawer} />
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar sx={{ minHeight: { xs: 64 } }} />
        {config.demoMode && <DemoBanner />}
        <Box component="main" sx={{ flex: 1, px: pageGutters, py: { xs: 3, sm: 4 } }}>
          <ErrorBoundary key={location.pathname} fallback={<GenericError />}>
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Box>
        <Box sx={{ px: pageGutters }}>
          <LegalFooter />
        </Box>
      </Box>
    </Box>
  );
};
