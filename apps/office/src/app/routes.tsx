import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';
import { OfficeShell } from './office-shell.tsx';
import { SectionRoute, useVisibleSections } from './section-route.tsx';
import { type OfficeSection, officeSections } from './sections.tsx';

const SignInRoute = lazy(() => import('../features/auth/routes/sign-in-route.tsx'));
const InvitationRoute = lazy(() => import('../features/staff-admin/routes/invitation-route.tsx'));

/** /office/: the first section this member may use. */
const StartPage = ({ sections }: { sections: readonly OfficeSection[] }) => {
  const [first] = useVisibleSections(sections);
  return first ? <Navigate to={`/${first.path}`} replace /> : <NotFoundPage />;
};

/** The office's routes (under the /office basename): sign-in, and the shell with a route per section. */
export const officeRoutes = (sections: readonly OfficeSection[] = officeSections): RouteObject[] => [
  { path: '/sign-in', element: <SignInRoute /> },
  { path: '/invitation/:token', element: <InvitationRoute /> },
  {
    path: '/',
    element: <OfficeShell sections={sections} />,
    children: [
      { index: true, element: <StartPage sections={sections} /> },
      ...sections.map((section) => ({ path: `${section.path}/*`, element: <SectionRoute section={section} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
