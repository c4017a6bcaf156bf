/*
 * index.html's first screens (issue 28 §6): what a phone shows before the JavaScript has arrived, rendered at
 * build time from the app's own components (vite.config.ts, first-screen.ts beside it) into <template>s that
 * public-side `first-screen.js` copies into #root as the page is parsed. Each is replaced whole by the app's first
 * render (main.tsx waits for the page's code and session, so that render is the finished page). They are inert and
 * hidden from assistive technology: only the app's own page can be used.
 */
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Toolbar from '@mui/material/Toolbar';
import type { BrandSlug } from '@portal/domain/access';
import { BrandProvider, LegalFooter } from '@portal/ui/brand';
import { LoadingScreen } from '@portal/ui/feedback';
import { SimpleLayout } from '@portal/ui/layout';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { Client, Provider } from 'urql';
import { shellRoutes } from '../app/routes.tsx';
import { TopBar } from '../components/layout/top-bar.tsx';
import { SignInPage } from '../features/auth/components/sign-in-page.tsx';

/** Never asked: nothing is sent while rendering to a string. */
const noClient = new Client({ url: '/graphql', exchanges: [] });
const nothing = () => undefined;

const Screen = ({ brand, path, children }: { brand: BrandSlug; path: string; children: ReactNode }) => (
  <Provider value={noClient}>
    <MemoryRouter initialEntries={[path]}>
      <BrandProvider brand={brand}>
        <CssBaseline />
        <div inert aria-hidden="true" data-first-screen="">
          {children}
        </div>
      </BrandProvider>
    </MemoryRouter>
  </Provider>
);

/** The signed-in shell's frame before the session is known: the brand's bar, a spinner, the legal footer. */
const SignedInFrame = () => (
  <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
    <TopBar demoMode={false} onOpenNavigation={nothing} onSignOut={nothing} />
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <Toolbar sx={{ minHeight: { xs: 64 } }} />
      <Box sx={{ flex: 1, px: { xs: 2, sm: 4, lg: '100px' }, py: { xs: 3, sm: 4 } }}>
        <LoadingScreen />
      </Box>
      <Box sx={{ px: { xs: 2, sm: 4, lg: '100px' } }}>
        <LegalFooter />
      </Box>
    </Box>
  </Box>
);

const brands: BrandSlug[] = ['aa', 'bsm'];

/** Each first screen's HTML by name: `{brand}-sign-in` for /{brand}/sign-in, `{brand}-frame` for the signed-in pages. */
export const renderFirstScreens = (): Record<string, string> =>
  Object.fromEntries(
    brands.flatMap((brand) => [
      [
        `${brand}-sign-in`,
        renderToString(
          <Screen brand={brand} path={`/${brand}/sign-in`}>
            <SimpleLayout>
              <SignInPage />
            </SimpleLayout>
          </Screen>,
        ),
      ],
      [
        `${brand}-frame`,
        renderToString(
          <Screen brand={brand} path="/home">
            <SignedInFrame />
          </Screen>,
        ),
      ],
    ]),
  );

/** The first path segments of the signed-in pages (home, calendar, learners, ...), which show the frame. */
export const signedInSections = (): string[] => [
  ...new Set(shellRoutes.map((route) => (route.path ?? '').split('/')[0] ?? '').filter(Boolean)),
];
