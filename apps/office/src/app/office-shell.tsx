import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { BrandSlug } from '@portal/domain/access';
import { BrandProvider } from '@portal/ui/brand';
import { ErrorBoundary, GenericError } from '@portal/ui/errors';
import { LoadingScreen } from '@portal/ui/feedback';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useStaffSession } from '../features/auth/index.ts';
import { useVisibleSections } from './section-route.tsx';
import type { OfficeSection } from './sections.tsx';
import { SideNav } from './side-nav.tsx';
import { TopBar } from './top-bar.tsx';

/** The colours of a member's scope: the yellow brand's for AA-only staff, the blue one's for BSM or both. */
const brandOfScope = (brands: readonly string[]): BrandSlug =>
  brands.length === 1 && brands[0] === 'AADS' ? 'aa' : 'bsm';

const NAV_WIDTH = 232;

const SignedInShell = ({ sections: all }: { sections: readonly OfficeSection[] }) => {
  const sections = useVisibleSections(all);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <TopBar />
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <Box
          sx={{ width: NAV_WIDTH, flexShrink: 0, bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider' }}
        >
          <SideNav sections={sections} />
        </Box>
        <Box component="main" sx={{ flex: 1, minWidth: 0, px: { xs: 2, md: 4 }, py: 3 }}>
          <ErrorBoundary fallback={<GenericError />}>
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
};

/** The server could not say who is signed in (offline, down): say so, and offer to try again. */
const SessionProblem = ({ retry }: { retry: () => void }) => (
  <Box component="main" sx={{ p: 4 }}>
    <Typography variant="h1" sx={{ mb: 2 }}>
      The office could not be reached
    </Typography>
    <Typography sx={{ mb: 2 }}>Check your connection and try again.</Typography>
    <Button variant="contained" onClick={retry}>
      Try again
    </Button>
  </Box>
);

/** Every office page but sign-in: only with a session; without one (never had, or ended), back to sign-in. */
export const OfficeShell = ({ sections }: { sections: readonly OfficeSection[] }) => {
  const session = useStaffSession();
  const location = useLocation();
  if (session.failed) return <SessionProblem retry={session.retry} />;
  if (session.checking) return <LoadingScreen asMain />;
  if (!session.staff) return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
  // A new member may do nothing but set up a second factor: every other page waits for it.
  if (session.staff.mustSetUpSecondFactor && location.pathname !== '/security')
    return <Navigate to="/security" replace />;
  return (
    <BrandProvider brand={brandOfScope(session.staff.brands)}>
      <SignedInShell sections={sections} />
    </BrandProvider>
  );
};
