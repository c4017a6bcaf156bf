import { brandSlugs } from '@portal/domain/access';
import { Navigate, type RouteObject } from 'react-router';
import { AuthGate } from '../features/auth/components/auth-gate.tsx';
import { AuthLayout } from '../features/auth/components/auth-layout.tsx';
import { lazyPage, page } from '../lib/lazy-page.tsx';
import { RootLayout } from './root-layout.tsx';

/*
 * The route table (spec 1 §2). Every page's code loads with its route. A feature adds its page in one line:
 *   { path: 'calendar', element: page(() => import('../features/calendar/components/calendar-page.tsx').then((m) => m.CalendarPage)) },
 */
const errorPages = () => import('../components/errors/error-pages.tsx');
const authPages = {
  signIn: () => import('../features/auth/components/sign-in-page.tsx'),
  requestCode: () => import('../features/auth/components/request-code-page.tsx'),
};
const RequestCodePage = lazyPage(() => authPages.requestCode().then((m) => m.RequestCodePage));
const AppShell = lazyPage(() => import('./app-shell.tsx').then((m) => m.AppShell));
const notFound = () => page(() => errorPages().then((m) => m.NotFoundPage));
const MessageCentre = lazyPage(() =>
  import('../features/messages/components/message-centre-page.tsx').then((m) => m.MessageCentrePage),
);
const messageCentre = (tab: 'messages' | 'news' | 'tech-updates') => <MessageCentre key={tab} tab={tab} />;

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
export const shellRoutes: RouteObject[] = [
  { path: 'home', element: page(() => import('../features/home/components/home-page.tsx').then((m) => m.HomePage)) },
  {
    path: 'calendar',
    element: page(() => import('../features/calendar/components/calendar-page.tsx').then((m) => m.CalendarPage)),
  },
  {
    path: 'calendar/feed',
    element: page(() =>
      import('../features/calendar-feed/components/calendar-feed-page.tsx').then((m) => m.CalendarFeedPage),
    ),
  },
  {
    path: 'learners',
    element: page(() => import('../features/learners/components/learners-page.tsx').then((m) => m.LearnersPage)),
  },
  {
    path: 'learners/add',
    element: page(() => import('../features/learners/components/add-learner-page.tsx').then((m) => m.AddLearnerPage)),
  },
  {
    path: 'learners/:learnerId',
    element: page(() => import('../features/learners/components/learner-page.tsx').then((m) => m.LearnerPage)),
  },
  { path: 'messages', element: messageCentre('messages') },
  { path: 'messages/news/:id?', element: messageCentre('news') },
  { path: 'messages/tech-updates/:id?', element: messageCentre('tech-updates') },
  {
    path: 'accounts/:selectedTab?',
    element: page(() => import('../features/accounts/components/accounts-page.tsx').then((m) => m.AccountsPage)),
  },
  {
    path: 'settings/my-details',
    element: page(() => import('../features/details/components/my-details-page.tsx').then((m) => m.MyDetailsPage)),
  },
  {
    path: 'settings/areas-and-prices',
    element: page(() => import('../features/areas/components/areas-page.tsx').then((m) => m.AreasPage)),
  },
  {
    path: 'settings/areas-and-prices/add',
    element: page(() => import('../features/areas/components/add-area-page.tsx').then((m) => m.AddAreaPage)),
  },
  {
    path: 'settings/areas-and-prices/area/:id',
    element: page(() => import('../features/areas/components/edit-area-page.tsx').then((m) => m.EditAreaPage)),
  },
  {
    path: 'settings/preferences',
    element: page(() =>
      import('../features/preferences/components/preferences-page.tsx').then((m) => m.PreferencesPage),
    ),
  },
  {
    path: 'my-business-profile',
    element: page(() =>
      import('../features/profile/components/business-profile-page.tsx').then((m) => m.BusinessProfilePage),
    ),
  },
  {
    path: 'my-business-profile/profile-details',
    element: page(() =>
      import('../features/profile/components/profile-details-page.tsx').then((m) => m.ProfileDetailsPage),
    ),
  },
];

/** The onboarding journey (spec 1 §2): outside the auth gate, it acts with its own token. */
const onboarding = () => import('../features/onboarding/index.ts');
const onboardingRoutes: RouteObject[] = [
  {
    path: 'acceptance-page-check/:brand/:personKey/:agreementKey',
    element: page(() => onboarding().then((m) => m.VerifyPage)),
  },
  { path: 'acceptance-page/:agreementKey', element: page(() => onboarding().then((m) => m.AcceptancePage)) },
  {
    path: 'acceptance-page-result/:result/:brand/:agreementKey',
    element: page(() => onboarding().then((m) => m.ResultPage)),
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
      ...onboardingRoutes,
      { element: <AuthGate />, children: [{ element: <AppShell />, children: shellRoutes }] },
      { path: '*', element: notFound() },
    ],
  },
];
