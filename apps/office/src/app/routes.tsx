import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { SignInRoute } from '../features/auth/index.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { OfficeShell } from './office-shell.tsx';
import { SectionRoute } from './section-route.tsx';
import { type OfficeSection, officeSections } from './sections.tsx';

/** The office's routes (under the /office basename): sign-in, and the shell with a route per section. */
export const officeRoutes = (sections: readonly OfficeSection[] = officeSections): RouteObject[] => [
  { path: '/sign-in', element: <SignInRoute /> },
  {
    path: '/',
    element: <OfficeShell />,
    children: [
      { index: true, element: <Navigate to={`/${sections[0]?.path ?? 'instructors'}`} replace /> },
      ...sections.map((section) => ({ path: `${section.path}/*`, element: <SectionRoute section={section} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
