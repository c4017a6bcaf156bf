import { brandSlugs } from '@portal/domain/access';
import { Navigate, type RouteObject } from 'react-router';
import type { Crumb } from '../components/page/page-shell.tsx';
import { AuthGate } from '../features/auth/components/auth-gate.tsx';
import { AuthLayout } from '../features/auth/components/auth-layout.tsx';
import { lazyPage, page } from '../lib/lazy-page.tsx';
import { RootLayout } from './root-layout.tsx';

/*
 * The route table (spec 1 §2). Every page's code loads with its route. A feature adds its page in one line,
 *   { path: 'calendar', element: page(() => import('../features/calendar/components/calendar-page.tsx').then((m) => m.CalendarPage)) },
 * replacing its ComingSoon placeholder below.
 */
const errorPages = () => import('../components/errors/error-pages.tsx');
const authPages = {
  signIn: () => import('../features/auth/components/sign-in-page.tsx'),
  requestCode: () => import('../features/auth/components/request-code-page.tsx'),
};
const RequestCodePage = lazyPage(() => authPages.requestCode().then((m) => m.RequestCodePage));
const AppShell = lazyPage(() => import('./app-shell.tsx').then((m) => m.AppShell));
const ComingSoon = lazyPage(() => import('../components/page/coming-soon-page.tsx').then((m) => m.ComingSoonPage));
const notFound = () => page(() => errorPages().then((m) => m.NotFoundPage));

const home: Crumb = { label: 'Home', to: '/home' };
const learners: Crumb[] = [home, { label: 'Learners', to: '/learners' }];
const areas: Crumb[] = [home, { label: 'Areas & prices', to: '/settings/areas-and-prices' }];
const profile: Crumb[] = [home, { label: 'My business profile', to: '/my-business-profile' }];

/** /{brand}/...: the identity screens, in that brand's colours. */
const brandRoutes: RouteObject[] = brandSlugs.map((brand) => ({
  path: brand,
  element: <AuthLayout brand={brand} />,
  children: [
    { path: 'sign-in', element: page(() => authPages.signIn().then((m) => m.SignInPage)) },
    { path: 'sign-up', element: <RequestCodePage mode="signUp" /> },
    { path: 'change-password', element: <RequestCodePage mode="changePassword" /> },
    {
      path: 'access-code',
      element: page(() => import('../features/auth/components/access-code-page.tsx').then((m) => m.AccessCodePage)),
    },
    {
      path: 'set-password',
      element: page(() => import('../features/auth/components/set-password-page.tsx').then((m) => m.SetPasswordPage)),
    },
    { path: 'random-sign-in', element: <Navigate to="/home" replace /> },
    {
      path: '*',
      element: page(() => import('../components/errors/not-found-message.tsx').then((m) => m.NotFoundMessage)),
    },
  ],
}));

/** Pages inside the signed-in shell. */
const shellRoutes: RouteObject[] = [
  { path: 'home', element: page(() => import('../features/home/components/home-page.tsx').then((m) => m.HomePage)) },
  {
    path: 'calendar',
    element: page(() => import('../features/calendar/components/calendar-page.tsx').then((m) => m.CalendarPage)),
  },
  {
    path: 'learners',
    element: <ComingSoon title="Manage learners" page="ViewLearners" breadcrumbs={[home, { label: 'Learners' }]} />,
  },
  {
    path: 'learners/add',
    element: <ComingSoon title="Add a new learner" page="AddLearner" breadcrumbs={[...learners, { label: 'Add' }]} />,
  },
  {
    path: 'learners/:learnerId',
    element: <ComingSoon title="Learner" page="ViewLearner" breadcrumbs={[...learners, { label: 'Learner' }]} />,
  },
  {
    path: 'messages',
    element: <ComingSoon title="Message centre" page="Messages" breadcrumbs={[home, { label: 'Messages' }]} />,
  },
  {
    path: 'messages/news/:id?',
    element: <ComingSoon title="Driving School news feed" page="News" breadcrumbs={[home, { label: 'News' }]} />,
  },
  {
    path: 'messages/tech-updates/:id?',
    element: <ComingSoon title="Tech updates" page="TechUpdates" breadcrumbs={[home, { label: 'Tech updates' }]} />,
  },
  { path: 'accounts', element: <ComingSoon title="Accounts" page="AccountTransactions" /> },
  { path: 'accounts/invoices/:id?', element: <ComingSoon title="Accounts" page="AccountInvoices" /> },
  { path: 'accounts/:selectedTab/:id?', element: <ComingSoon title="Accounts" page="AccountTransactions" /> },
  { path: 'settings/my-details', element: <ComingSoon title="My details" page="MyDetails" /> },
  {
    path: 'settings/areas-and-prices',
    element: (
      <ComingSoon title="My areas covered" page="AreasCovered" breadcrumbs={[home, { label: 'Areas & prices' }]} />
    ),
  },
  {
    path: 'settings/areas-and-prices/add',
    element: (
      <ComingSoon title="Add a new area" page="AddANewArea" breadcrumbs={[...areas, { label: 'Add a new area' }]} />
    ),
  },
  {
    path: 'settings/areas-and-prices/area/:id',
    element: <ComingSoon title="Manage area" page="ManageArea" breadcrumbs={[...areas, { label: 'Manage area' }]} />,
  },
  { path: 'settings/preferences', element: <ComingSoon title="Preferences" page="Preferences" /> },
  {
    path: 'my-business-profile',
    element: (
      <ComingSoon
        title="Manage my business profile"
        page="MyBusinessProfile"
        breadcrumbs={[home, { label: 'My business profile' }]}
      />
    ),
  },
  {
    path: 'my-business-profile/profile-details',
    element: (
      <ComingSoon
        title="Profile details"
        page="MyBusinessProfile"
        breadcrumbs={[...profile, { label: 'Profile details' }]}
      />
    ),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      {
        path: 'brand-select',
        element: page(() =>
          import('../features/brand-select/components/brand-select-page.tsx').then((m) => m.BrandSelectPage),
        ),
      },
      ...brandRoutes,
      {
        path: 'errors',
        children: [
          { path: 'error-401', element: page(() => errorPages().then((m) => m.UnauthorisedPage)) },
          { path: 'error-404', element: notFound() },
          { path: 'error-408', element: page(() => errorPages().then((m) => m.TimeoutPage)) },
          { path: 'error-500', element: page(() => errorPages().then((m) => m.ServerErrorPage)) },
          { path: '*', element: notFound() },
        ],
      },
      { path: 'maintenance', element: page(() => errorPages().then((m) => m.MaintenancePage)) },
      { element: <AuthGate />, children: [{ element: <AppShell />, children: shellRoutes }] },
      { path: '*', element: notFound() },
    ],
  },
];
